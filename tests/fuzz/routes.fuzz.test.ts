// Property-based fuzzing of every action and resource route: whatever a request contains, the
// server answers 2xx, 3xx or 4xx, a 4xx says why, and a rejected request leaves the data as it was.
// Each property runs its cases within a time budget of its own and says how many it ran, so a slow
// or busy machine fuzzes fewer cases and never turns the test red by its speed alone.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { databaseFingerprint, loadApp } from "./app";
import { fuzzBudget } from "./budget";
import { hostileCookie, hostileForm, hostileJson, hostileString } from "./inputs";

const ORIGIN = "http://localhost:3000";
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

/** Form actions and the fields they know. */
const FORM_ACTIONS: Array<{ path: string; fields: string[] }> = [
  { path: "/cart", fields: ["intent", "productId", "purchaseType", "quantity"] },
  { path: "/product", fields: ["intent", "productId", "purchaseType", "quantity"] },
  { path: "/checkout", fields: ["idempotencyKey", "email", "name", "line1", "line2", "city", "state", "zip"] },
  { path: "/auth/sign-out", fields: ["redirectTo"] },
  {
    path: "/ambassador/apply",
    fields: [
      "name",
      "email",
      "platform",
      "handle",
      "followers",
      "links",
      "why",
      "solanaAddress",
      "consent",
      "authentic",
      "monthlyPost",
      "website",
    ],
  },
  { path: "/admin/orders/ord_x", fields: ["intent", "note"] },
  { path: "/admin/applications", fields: ["intent", "applicationId", "note"] },
  { path: "/admin/rewards", fields: ["intent", "signature", "entryIds"] },
];

/** JSON endpoints. */
const JSON_ACTIONS = ["/auth/nonce", "/auth/verify", "/api/pay/ord_x"];

/** GET routes whose path or query carries input. */
const RESOURCE_PATHS = [
  (s: string) => `/faq?tab=${encodeURIComponent(s)}`,
  (s: string) => `/ingredients/${encodeURIComponent(s)}`,
  (s: string) => `/orders/${encodeURIComponent(s)}?token=${encodeURIComponent(s)}`,
  (s: string) => `/api/orders/${encodeURIComponent(s)}/payment`,
  (s: string) => `/api/pay/${encodeURIComponent(s)}`,
  (s: string) => `/admin/orders?status=${encodeURIComponent(s)}&page=${encodeURIComponent(s)}`,
  (s: string) => `/admin/rewards/export.csv?x=${encodeURIComponent(s)}`,
  (s: string) => `/product?${encodeURIComponent(s)}=${encodeURIComponent(s)}`,
  (s: string) => `/${encodeURIComponent(s)}`,
];

let app: (request: Request) => Promise<Response>;

beforeAll(async () => {
  app = await loadApp();
});

/** The data as the last rejected request left it (unchanged, checked); unknown after an accepted one. */
let dataAfterRejected: string | undefined;

async function expectHandled(request: Request, label: string) {
  // Most requests are rejected: the fingerprint taken after one is the next one's "before"
  // (one fingerprint of every table per request instead of two; nothing else writes in between).
  const before = dataAfterRejected ?? (await databaseFingerprint());
  dataAfterRejected = undefined;
  const response = await app(request);
  const body = await response.text();
  expect(response.status, `${label} answered ${response.status}: ${body.slice(0, 200)}`).toBeLessThan(500);
  if (response.status >= 400) {
    expect(body.length, `${label}: a ${response.status} must say why`).toBeGreaterThan(0);
    const after = await databaseFingerprint();
    expect(after, `${label}: a rejected request changed the data`).toBe(before);
    dataAfterRejected = after;
  }
}

describe("fuzzing every action and resource route", () => {
  it.each(FORM_ACTIONS)("form action $path", async ({ path, fields }) => {
    const budget = fuzzBudget(`POST ${path} (forms)`, RUNS);
    await fc.assert(
      fc.asyncProperty(
        hostileForm(fields),
        hostileCookie,
        fc.constantFrom("form", "multipart", "text", "none"),
        (pairs, cookie, kind) =>
          budget.run(async () => {
            const headers = new Headers({ cookie });
            let body: BodyInit | undefined;
            if (kind === "form") {
              body = new URLSearchParams(pairs);
              headers.set("content-type", "application/x-www-form-urlencoded");
            } else if (kind === "multipart") {
              const form = new FormData();
              for (const [k, v] of pairs) form.append(k, v);
              body = form;
            } else if (kind === "text") {
              body = pairs.map(([k, v]) => `${k}=${v}`).join("&%");
              headers.set("content-type", "application/x-www-form-urlencoded");
            }
            await expectHandled(new Request(ORIGIN + path, { method: "POST", headers, body }), `POST ${path}`);
          }),
      ),
      { numRuns: RUNS },
    );
    budget.report();
  });

  it.each(JSON_ACTIONS)("JSON action %s", async (path) => {
    const budget = fuzzBudget(`POST ${path} (JSON)`, RUNS);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileJson.map((v) => JSON.stringify(v)),
          hostileString,
        ),
        hostileCookie,
        (raw, cookie) =>
          budget.run(async () => {
            const request = new Request(ORIGIN + path, {
              method: "POST",
              headers: { "content-type": "application/json", cookie },
              body: raw,
            });
            await expectHandled(request, `POST ${path}`);
          }),
      ),
      { numRuns: RUNS },
    );
    budget.report();
  });

  it("resource routes with hostile paths and queries", async () => {
    const budget = fuzzBudget("GET resource routes", RUNS * 2);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...RESOURCE_PATHS), hostileString, hostileCookie, (makePath, value, cookie) =>
        budget.run(async () => {
          // A lone surrogate cannot travel in a URL at all; send its well-formed replacement.
          const path = makePath(value.replace(/[\uD800-\uDFFF]/g, "\uFFFD"));
          await expectHandled(new Request(ORIGIN + path, { headers: { cookie } }), `GET ${path}`);
        }),
      ),
      { numRuns: RUNS * 2 },
    );
    budget.report();
  });

  it("unexpected methods on every action", async () => {
    for (const path of [...FORM_ACTIONS.map((a) => a.path), ...JSON_ACTIONS]) {
      for (const method of ["PUT", "PATCH", "DELETE"]) {
        await expectHandled(new Request(ORIGIN + path, { method, body: "x=1" }), `${method} ${path}`);
      }
    }
  });
});
