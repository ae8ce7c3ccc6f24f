// POST /webhooks/easypost: EasyPost's tracker events (app/shipping/tracking.server.ts). Only a
// hint: the tracker is read back from EasyPost with the store's key before anything changes.
import { getDb } from "~/db/client.server";
import { receiveTrackingEvent, trackingConfig } from "~/shipping/tracking.server";
import { logger } from "~/utils/logger.server";
import { readBody } from "~/utils/read-body.server";
import type { Route } from "./+types/webhooks.easypost";

const MAX_BYTES = 256 * 1024;
const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

export async function action({ request }: Route.ActionArgs) {
  if (!trackingConfig()) return json({ message: "Delivery tracking is not configured." }, 404);
  if (request.method !== "POST") return json({ message: "Use POST." }, 405);
  const body = await readBody(request, MAX_BYTES);
  if (!body) return json({ message: "The event is larger than this endpoint accepts." }, 413);
  let event: unknown;
  try {
    event = JSON.parse(body.toString("utf8"));
  } catch {
    return json({ message: "The body is not JSON." }, 400);
  }
  try {
    return json({ received: await receiveTrackingEvent(await getDb(), event) });
  } catch (error) {
    // EasyPost could not be read back: a 5xx makes EasyPost send the event again later.
    logger.warn({ err: error }, "EasyPost event not applied");
    return json({ message: "Try again later." }, 503);
  }
}

export function loader() {
  return Response.json({ message: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
