// The loopback SMTP server (./smtp.ts) as a process of its own, for the end-to-end run: the store
// sends its mail here (SMTP_URL), and tests read what arrived over a loopback HTTP mailbox:
//   node --import tsx tests/support/smtp-cli.ts --smtp-port 4312 --http-port 4313
//   GET /messages?to=<address>  → the messages received for that address (all without ?to), oldest first
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { startSmtpServer } from "./smtp";

const { values } = parseArgs({
  options: { "smtp-port": { type: "string" }, "http-port": { type: "string" } },
});
const smtpPort = Number(values["smtp-port"]);
const httpPort = Number(values["http-port"]);
if (![smtpPort, httpPort].every((p) => Number.isInteger(p) && p > 0 && p < 65536)) {
  console.error("usage: smtp-cli.ts --smtp-port <port> --http-port <port>");
  process.exit(2);
}

const smtp = await startSmtpServer(smtpPort);
const mailbox = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  if (req.method === "GET" && url.pathname === "/health") return void res.end("ok");
  if (req.method === "GET" && url.pathname === "/messages") {
    const to = url.searchParams.get("to")?.toLowerCase();
    const found = to ? smtp.messages.filter((m) => m.to.some((r) => r.toLowerCase() === to)) : smtp.messages;
    return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(found));
  }
  res.writeHead(404).end();
});
await new Promise<void>((resolve) => mailbox.listen(httpPort, "127.0.0.1", () => resolve()));
console.log(`SMTP on ${smtp.url}, its mailbox on http://127.0.0.1:${httpPort}/messages`);

const stop = () => {
  mailbox.close();
  void smtp.close().then(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
