import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { findOrdersPage } from "~/content/find-orders";
import { getDb } from "~/db/client.server";
import { emailOutbox, orderLookups } from "~/db/schema";
import { advanceClock, resetClock } from "~/jobs/clock.server";
import { runDueJobs } from "~/jobs/scheduler.server";
import { EMAIL_LINKS_PER_HOUR } from "~/security/rate-limit.server";
import { action, loader } from "~/routes/orders";
import { resetRateLimits } from "~/security/rate-limit.server";
import { clientAddressContext } from "~/utils/request-context";
import { insertTestOrder } from "../../tests/setup/orders";
import { makeContext, makeRequest } from "../../tests/setup/requests";

type Result = { data: { ok: boolean; message?: string; error?: string }; init: ResponseInit | null };

async function ask(email: string, client = "203.0.113.20") {
  const context = makeContext();
  context.set(clientAddressContext, client);
  const result = (await action({
    request: makeRequest("/orders", { form: { email } }),
    params: {},
    context,
  } as never)) as Result;
  return { status: result.init?.status ?? 200, ...result.data };
}

async function open(link: string) {
  const result = (await loader({
    request: makeRequest(`/orders?link=${link}`),
    params: {},
    context: makeContext(),
  } as never)) as {
    data: { expired: boolean; found: { email: string; orders: { number: string; href: string }[] } | null };
  };
  return result.data;
}

async function linkSentTo(email: string) {
  await runDueJobs(await getDb());
  const mails = await (await getDb()).select().from(emailOutbox).where(eq(emailOutbox.to, email));
  const text = mails.at(-1)?.text ?? "";
  return { count: mails.length, link: /\/orders\?link=([A-Za-z0-9_-]{43})/.exec(text)?.[1] };
}

describe("find my orders", () => {
  beforeEach(() => resetRateLimits());

  it("emails a link that lists every order of the address with its private link, for 24 hours", async () => {
    const db = await getDb();
    await insertTestOrder(db, { id: "find-1", number: "NAVA-F1", email: "Finder@Example.com" });
    await insertTestOrder(db, { id: "find-2", number: "NAVA-F2", email: "finder@example.com" });
    await insertTestOrder(db, { id: "find-3", number: "NAVA-F3", email: "someone@example.com" });

    expect(await ask("finder@example.com")).toMatchObject({ status: 200, ok: true, message: findOrdersPage.sent });
    const { link } = await linkSentTo("finder@example.com");
    expect(link).toBeDefined();
    const page = await open(link!);
    expect(page.found?.email).toBe("finder@example.com");
    expect(page.found?.orders.map((o) => o.number).sort()).toEqual(["NAVA-F1", "NAVA-F2"]);
    expect(page.found?.orders.find((o) => o.number === "NAVA-F1")?.href).toBe("/orders/find-1?token=token-find-1");
    // Only a hash of the link is stored.
    expect(JSON.stringify(await db.select().from(orderLookups))).not.toContain(link!);

    advanceClock(25 * 3_600_000);
    try {
      expect(await open(link!)).toEqual({ expired: true, found: null });
    } finally {
      resetClock();
    }
    expect(await open("not-a-link")).toEqual({ expired: true, found: null });
  });

  it("answers the same for an address without orders, and sends nothing", async () => {
    expect(await ask("nobody@example.com")).toMatchObject({ status: 200, ok: true, message: findOrdersPage.sent });
    expect((await linkSentTo("nobody@example.com")).count).toBe(0);
  });

  it("refuses a bad email; past a few links an hour per address it answers the same and sends nothing", async () => {
    expect(await ask("not-an-email")).toMatchObject({ status: 400, ok: false });
    await insertTestOrder(await getDb(), { id: "find-4", number: "NAVA-F4", email: "busy@example.com" });
    for (let i = 0; i <= EMAIL_LINKS_PER_HOUR; i++)
      expect(await ask("busy@example.com", `198.51.100.${i}`)).toMatchObject({
        status: 200,
        ok: true,
        message: findOrdersPage.sent,
      });
    expect((await linkSentTo("busy@example.com")).count).toBe(EMAIL_LINKS_PER_HOUR);
  });
});
