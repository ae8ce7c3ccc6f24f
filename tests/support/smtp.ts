// A real SMTP server on loopback for tests: what the store sends arrives here, parsed.
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as it arrived (headers and body). */
  raw: string;
  subject: string;
  /** The plain-text body, decoded enough to search for words and links. */
  text: string;
}

export interface TestSmtpServer {
  url: string;
  messages: ReceivedMail[];
  /** Resolves when at least `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

function header(raw: string, name: string) {
  const match = raw.match(new RegExp(`^${name}: ?(.*(?:\\r?\\n[ \\t].*)*)`, "im"));
  return match ? match[1].replace(/\r?\n[ \t]/g, " ").trim() : "";
}

/** The text/plain part, quoted-printable decoded (nodemailer's default for long lines). */
function plainText(raw: string) {
  const start = raw.search(/Content-Type: text\/plain/i);
  const part = start >= 0 ? raw.slice(start) : raw;
  const body = part.slice(part.search(/\r?\n\r?\n/) + 1);
  const end = body.search(/\r?\n--/);
  const encoded = end >= 0 ? body.slice(0, end) : body;
  return encoded
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .trim();
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
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: header(raw, "Subject"),
          text: plainText(raw),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
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
    async waitFor(count, timeoutMs = 10_000) {
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
