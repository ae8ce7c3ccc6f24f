// The application form's server side: honeypot, the schema (the same the browser checks), the
// per-client limit, storing. Refusals answer with Conform's reply, which the form shows.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { applicationLimits, applyErrors, platforms } from "~/content/creators";
import { creatorEmails } from "~/content/creator-program";
import { queueEmail } from "~/email/outbox.server";
import { getDb } from "~/db/client.server";
import { logger } from "~/utils/logger.server";
import { readForm } from "~/utils/read-form.server";
import { applicationSchema, HONEYPOT_FIELD } from "./application-schema";
import { storeApplication } from "./applications.server";
import { consumeLimit } from "~/security/rate-limit.server";

const applicationLimit = {
  name: "applications",
  points: applicationLimits.perClientPerHour,
  duration: 3600,
  message: applyErrors.rateLimited,
};

const received = { status: "received" } as const;

/**
 * The reply the form is drawn again from, with the links as the form's slots whatever a client
 * posted (one value, more or fewer slots): the form lists them, and a list it cannot read would fail.
 */
function withLinkSlots(reply: SubmissionResult<string[]>): SubmissionResult<string[]> {
  const sent = reply.initialValue?.links;
  const links = (Array.isArray(sent) ? sent : [sent]).map((link) => (typeof link === "string" ? link : ""));
  const slots = Array.from({ length: applicationLimits.linksMax }, (_, i) => links[i] ?? "");
  return { ...reply, initialValue: { ...reply.initialValue, links: slots } };
}

export async function handleApplicationPost(request: Request, clientAddress: string) {
  const form = await readForm(request);
  // A bot that filled the hidden field sees the usual thank-you; nothing is stored.
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.info({ clientAddress }, "creator application honeypot filled");
    return data(received);
  }

  const submission = parseWithZod(form, { schema: applicationSchema });
  if (submission.status !== "success") return data(withLinkSlots(submission.reply()), { status: 422 });

  const limited = await consumeLimit(applicationLimit, clientAddress);
  if (!limited.ok) {
    return data(withLinkSlots(submission.reply({ formErrors: [limited.message] })), {
      status: 429,
      headers: { "Retry-After": String(limited.retryAfterSeconds) },
    });
  }

  const application = submission.value;
  // The receipt is queued with the application: an applicant hears back exactly when it was stored.
  const stored = await (
    await getDb()
  ).transaction(async (tx) => {
    const result = await storeApplication(tx, application);
    if (result.ok) {
      await queueEmail(tx, {
        to: application.email.toLowerCase(),
        kind: "creator.application",
        key: `creator-application:${result.id}`,
        ...creatorEmails.applicationReceived({
          name: application.name,
          handle: application.handle,
          platform: platforms.find((p) => p.value === application.platform)?.label ?? application.platform,
        }),
      });
    }
    return result;
  });
  if (!stored.ok) {
    const reply = submission.reply({ fieldErrors: { email: [applyErrors.duplicate] } });
    return data(withLinkSlots(reply), { status: 409 });
  }
  return data(received);
}
