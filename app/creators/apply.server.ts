// The application form's server side: honeypot, validation, the per-client limit, storing.
import { data } from "react-router";
import { applicationLimits, applyErrors } from "~/content/creators";
import { getDb } from "~/db/client.server";
import { logger } from "~/utils/logger.server";
import { readForm } from "~/admin/read-form.server";
import {
  F,
  readApplicationForm,
  validateApplication,
  type ApplicationValues,
  type FieldErrors,
} from "./application-schema";
import { storeApplication } from "./applications.server";
import { consumeLimit } from "~/security/rate-limit.server";

export type ApplyActionData =
  | { status: "received" }
  | { status: "invalid"; errors: FieldErrors; values: ApplicationValues }
  | { status: "duplicate"; errors: FieldErrors; values: ApplicationValues }
  | { status: "rate_limited"; message: string; values: ApplicationValues };

const applicationLimit = {
  name: "applications",
  points: applicationLimits.perClientPerHour,
  duration: 3600,
  message: applyErrors.rateLimited,
};

export async function handleApplicationPost(request: Request, clientAddress: string) {
  const form = await readForm(request);
  // A bot that filled the hidden field sees the usual thank-you; nothing is stored.
  const honeypot = form.get(F.honeypot);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.info({ clientAddress }, "creator application honeypot filled");
    return data<ApplyActionData>({ status: "received" });
  }

  const values = readApplicationForm(form);
  const result = validateApplication(values);
  if (!result.ok) return data<ApplyActionData>({ status: "invalid", errors: result.errors, values }, { status: 422 });

  const limited = await consumeLimit(applicationLimit, clientAddress);
  if (!limited.ok) {
    return data<ApplyActionData>(
      { status: "rate_limited", message: limited.message, values },
      { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } },
    );
  }

  const stored = await storeApplication(await getDb(), result.data);
  if (!stored.ok) {
    return data<ApplyActionData>(
      { status: "duplicate", errors: { email: applyErrors.duplicate }, values },
      { status: 409 },
    );
  }
  return data<ApplyActionData>({ status: "received" });
}
