// The contact form reaches the operator as an email through the outbox (SMTP when set, else kept
// and read at /admin/outbox). Limited per client address and per sender's address.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { readForm } from "~/utils/read-form.server";
import { contactPage } from "~/content/policies";
import { getDb } from "~/db/client.server";
import { queueEmail } from "~/email/outbox.server";
import { renderEmailHtml } from "~/email/render.server";
import { consumeLimit, type Limit } from "~/security/rate-limit.server";
import { getEnv } from "~/utils/env.server";
import { contactSchema, type ContactMessage } from "./contact-schema";

const perClient: Limit = {
  name: "contact-client",
  points: contactPage.perClientPerHour,
  duration: 3600,
  message: contactPage.errors.rateLimited,
};
const perAddress: Limit = {
  name: "contact-address",
  points: contactPage.perAddressPerDay,
  duration: 86_400,
  message: contactPage.errors.rateLimited,
};

export function contactEmailText(m: ContactMessage): string {
  return [
    `From: ${m.name} <${m.email}>`,
    m.order ? `Order: ${m.order}` : null,
    "",
    m.message,
    "",
    "Reply to the sender's address above.",
  ]
    .filter((line) => line !== null)
    .join("\n");
}

export async function handleContactPost(request: Request, clientAddress: string) {
  const submission = parseWithZod(await readForm(request), { schema: contactSchema });
  if (submission.status !== "success") return data({ sent: false, reply: submission.reply() }, { status: 400 });

  for (const [limit, key] of [
    [perClient, clientAddress],
    [perAddress, submission.value.email],
  ] as const) {
    const limited = await consumeLimit(limit, key);
    if (!limited.ok) {
      return data(
        { sent: false, reply: submission.reply({ formErrors: [limited.message] }) },
        { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } },
      );
    }
  }

  const message = submission.value;
  const email = { subject: `${contactPage.emailSubject}: ${message.name}`, text: contactEmailText(message) };
  await queueEmail(await getDb(), {
    to: getEnv().SUPPORT_EMAIL,
    ...email,
    // The visitor's words: nothing in them becomes a link or a button in the operator's HTML.
    html: await renderEmailHtml({ ...email, links: false }),
    kind: "support.contact",
  });
  return data({ sent: true, reply: submission.reply({ resetForm: true }) });
}
