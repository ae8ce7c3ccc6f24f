// The comparison for bench:server: a bare node:http server that answers each URL with the bytes
// (status, headers, body) the store sent for it, from memory. Run as a child process:
//   node scripts/bench/server-memory.mjs <port> <file.json>   (file: { "/path": { status, headers, body (base64) } })
import fs from "node:fs";
import http from "node:http";

const [port, file] = process.argv.slice(2);
const pages = new Map(
  Object.entries(JSON.parse(fs.readFileSync(file, "utf8"))).map(([url, page]) => [
    url,
    { ...page, body: Buffer.from(page.body, "base64") },
  ]),
);
const server = http.createServer((req, res) => {
  const page = pages.get(req.url);
  if (!page) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(page.status, page.headers).end(page.body);
});
server.keepAliveTimeout = 5_000;
server.listen(Number(port), "127.0.0.1", () => process.send?.("listening"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
