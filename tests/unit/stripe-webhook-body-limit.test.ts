// The Stripe webhook's raw body may be up to 256 KiB; other JSON posts keep the 16 KiB limit.
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { limitBodies } from "../../server/body-limit";

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(limitBodies());
  app.post("/{*splat}", (req, res) => {
    req.resume();
    req.on("end", () => res.status(200).send("read"));
  });
  server = await new Promise((resolve) => {
    const s = app.listen(4420, "127.0.0.1", () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (path: string, kib: number) =>
  fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ pad: "x".repeat(kib * 1024) }),
  });

it("lets a Stripe event of 200 KiB through to the webhook, and refuses one over 256 KiB", async () => {
  expect((await post("/webhooks/stripe", 200)).status).toBe(200);
  expect((await post("/webhooks/stripe", 300)).status).toBe(413);
  expect((await post("/api/pay/x", 200)).status).toBe(413);
});
