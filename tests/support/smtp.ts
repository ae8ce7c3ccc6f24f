// A real SMTP server on loopback for tests: what the store sends arrives here, parsed (mailparser).
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as it arrived (headers and body). */
  raw: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
  /** The text/html part, decoded ("" when the message has none). */
  html: string;
  /** The Content-Type of the message and of each of its parts, in order, e.g.
   *  ["multipart/alternative", "text/plain", "text/html"]. */
  contentTypes: string[];
}

export interface TestSmtpServer {
  url: string;
  messages: ReceivedMail[];
  /** Resolves when at least `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

async function parse(raw: string, envelope: Pick<ReceivedMail, "from" | "to">): Promise<ReceivedMail> {
  const mail = await simpleParser(raw);
  return {
    ...envelope,
    raw,
    subject: mail.subject ?? "",
    text: (mail.text ?? "").trim(),
    html: mail.html || "",
    contentTypes: [...raw.matchAll(/^Content-Type:\s*([^;\s]+)/gim)].map((m) => m[1].toLowerCase()),
  };
}

export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        parse(raw, {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
        }).then(
          (mail) => {
            messages.push(mail);
            waiters.splice(0).forEach((wake) => wake());
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    async waitFor(count, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} email(s), got ${messages.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
