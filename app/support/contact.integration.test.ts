import { beforeEach, describe, expect, it } from "vitest";
import { checkoutMessages } from "~/content/checkout-schema";
import { contactPage } from "~/content/policies";
import { getDb } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { action } from "~/routes/contact";
import { resetRateLimits } from "~/security/rate-limit.server";
import { clientAddressContext } from "~/utils/request-context";
import { makeContext, makeRequest } from "../../tests/setup/requests";

const message = (overrides: Record<string, string> = {}) => ({
  name: "Sam Shopper",
  email: "Sam@Example.com",
  order: "",
  message: "My bag arrived crushed. Can you send another?",
  ...overrides,
});

async function send(fields: Record<string, string>, client = "203.0.113.9") {
  const context = makeContext();
  context.set(clientAddressContext, client);
  const result = (await action({
    request: makeRequest("/contact", { form: fields }),
    params: {},
    context,
  } as never)) as {
    data: { sent: boolean; reply: { error?: Record<string, string[] | null> } };
    init: ResponseInit | null;
  };
  return { status: result.init?.status ?? 200, ...result.data };
}

const outbox = async () => (await getDb()).select().from(emailOutbox);

describe("the contact form", () => {
  beforeEach(async () => {
    await resetRateLimits();
    await (await getDb()).delete(emailOutbox);
  });

  it("reaches the operator through the outbox with the sender's address and message", async () => {
    const result = await send(message({ order: "0b9f3c2e-1d4a-4b7e-9a51-2f6c8d7e9a10" }));
    expect(result).toMatchObject({ status: 200, sent: true });
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      to: "hello@navafocus.com",
      kind: "support.contact",
      subject: "Contact form: Sam Shopper",
    });
    expect(mail.text).toContain("From: Sam Shopper <sam@example.com>");
    expect(mail.text).toContain("Order: 0b9f3c2e-1d4a-4b7e-9a51-2f6c8d7e9a10");
    expect(mail.text).toContain("My bag arrived crushed.");
  });

  it("draws the sender's words in the HTML part as text: markup escaped, links not linked", async () => {
    const name = '<img src=x onerror="alert(1)">Eve';
    const result = await send(message({ name, message: "Refund me here:\nhttps://evil.example/refund" }));
    expect(result).toMatchObject({ status: 200, sent: true });
    const [mail] = await outbox();
    expect(mail.html).toContain("&lt;img src=x onerror=");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("https://evil.example/refund");
    expect(mail.html).not.toContain('href="https://evil.example');
  });

  it("refuses bad input with a message per field, and sends nothing", async () => {
    const result = await send({ name: "", email: "not-an-email", order: "<script>", message: "" });
    expect(result.status).toBe(400);
    expect(result.reply.error).toMatchObject({
      name: [contactPage.errors.name],
      email: [checkoutMessages.email],
      order: [contactPage.errors.order],
      message: [contactPage.errors.message],
    });
    expect(await outbox()).toHaveLength(0);
  });

  it("refuses a name with a line break or another control character, next to the field, and sends nothing", async () => {
    for (const name of [
      "Sam\r\nBcc: list@evil.example",
      "Sam\nShopper",
      "Sam\rShopper",
      "Sam\u0000",
      "Sam\u2028Shopper",
    ]) {
      const result = await send(message({ name }));
      expect(result.status, JSON.stringify(name)).toBe(400);
      expect(result.sent).toBeFalsy();
      expect(result.reply.error).toEqual({ name: [contactPage.errors.nameOneLine] });
    }
    expect(await outbox()).toHaveLength(0);
  });

  it("is limited per client and per sender's address", async () => {
    for (let i = 0; i < contactPage.perClientPerHour; i++) expect((await send(message())).status).toBe(200);
    const refused = await send(message());
    expect(refused.status).toBe(429);
    expect(refused.reply.error?.[""]).toEqual([contactPage.errors.rateLimited]);
    // Another client with the same address is refused too; the address has had its five.
    expect((await send(message(), "198.51.100.4")).status).toBe(429);
    expect((await send(message({ email: "other@example.com" }), "198.51.100.4")).status).toBe(200);
    expect(await outbox()).toHaveLength(contactPage.perClientPerHour + 1);
  });
});
