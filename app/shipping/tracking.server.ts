// Delivery tracking through EasyPost's Tracker API, when EASYPOST_API_KEY is set (off otherwise:
// the operator marks orders delivered in the console). A shipped order gets a tracker (a job, so
// the operator's transaction never waits on EasyPost); EasyPost posts "tracker.updated" events to
// /webhooks/easypost. An event is only a hint: the tracker is read back from EasyPost with the key
// (GET /v2/trackers/:id), so a forged event can move nothing. "delivered" marks the order
// delivered once, which sends the delivered email once.
import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "~/db/types";
import { shipments, shipmentTrackers } from "~/db/schema";
import { now } from "~/jobs/clock.server";
import { defineJob, enqueueJob } from "~/jobs/scheduler.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import type { Carrier } from "./carriers";
import { markDelivered } from "./shipments.server";

const EASYPOST_ORIGIN = "https://api.easypost.com";
const TIMEOUT_MS = 10_000;
export const TRACKING_ACTOR = "easypost";
export const CREATE_TRACKER_JOB = "shipping.tracker.create";
const TRACKER_ID = /^trk_[A-Za-z0-9]{1,64}$/;

/** EasyPost's carrier names for the store's carriers ("other": EasyPost detects it from the number). */
const EASYPOST_CARRIERS: Record<Carrier, string | null> = {
  usps: "USPS",
  ups: "UPS",
  fedex: "FedEx",
  dhl: "DHLExpress",
  other: null,
};

/** The part of EasyPost's Tracker object the store reads. */
export interface EasyPostTracker {
  id: string;
  object: "Tracker";
  tracking_code: string;
  status: string;
  est_delivery_date: string | null;
}

export function trackingConfig(): { apiKey: string; origin: string } | null {
  const env = getEnv();
  return env.EASYPOST_API_KEY
    ? { apiKey: env.EASYPOST_API_KEY, origin: env.EASYPOST_API_BASE ?? EASYPOST_ORIGIN }
    : null;
}

async function easypost(path: string, init: { method: "GET" | "POST"; body?: unknown }): Promise<EasyPostTracker> {
  const config = trackingConfig();
  if (!config) throw new Error("EasyPost is not configured");
  const response = await fetch(new URL(path, config.origin), {
    method: init.method,
    headers: {
      // EasyPost's HTTP Basic auth: the key as the user name, no password.
      authorization: `Basic ${Buffer.from(`${config.apiKey}:`).toString("base64")}`,
      ...(init.body ? { "content-type": "application/json" } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => null)) as EasyPostTracker | null;
  if (!response.ok || body?.object !== "Tracker" || !TRACKER_ID.test(body.id)) {
    throw new Error(`EasyPost ${init.method} ${path} answered ${response.status}`);
  }
  return body;
}

/** Called by the "fulfilled" listener: the tracker is created by a job, after the commit. */
export async function queueTrackerCreation(tx: DbOrTx, orderId: string) {
  if (!trackingConfig()) return;
  await enqueueJob(tx, CREATE_TRACKER_JOB, { orderId }, { key: orderId });
}

/** Keeps the tracker's status; "delivered" marks the order delivered (once). */
async function applyTracker(db: Db, orderId: string, tracker: EasyPostTracker) {
  const estDeliveryAt = tracker.est_delivery_date ? new Date(tracker.est_delivery_date) : null;
  const values = {
    trackerId: tracker.id,
    status: tracker.status,
    estDeliveryAt: estDeliveryAt && !Number.isNaN(estDeliveryAt.getTime()) ? estDeliveryAt : null,
    updatedAt: now(),
  };
  await db
    .insert(shipmentTrackers)
    .values({ orderId, ...values })
    .onConflictDoUpdate({ target: shipmentTrackers.orderId, set: values });
  if (tracker.status === "delivered") await markDelivered(db, orderId, TRACKING_ACTOR);
}

defineJob<{ orderId: string }>(CREATE_TRACKER_JOB, async ({ db, payload }) => {
  if (!trackingConfig()) return;
  const [shipment] = await db.select().from(shipments).where(eq(shipments.orderId, payload.orderId));
  if (!shipment) return;
  const carrier = EASYPOST_CARRIERS[shipment.carrier as Carrier] ?? null;
  const tracker = await easypost("/v2/trackers", {
    method: "POST",
    body: { tracker: { tracking_code: shipment.trackingNumber, ...(carrier ? { carrier } : {}) } },
  });
  await applyTracker(db, payload.orderId, tracker);
});

/**
 * An event EasyPost posted: for "tracker.updated" of a tracker the store made, the tracker as
 * EasyPost answers for it now. Anything else is acknowledged and ignored (EasyPost retries a non-2xx).
 */
export async function receiveTrackingEvent(db: Db, event: unknown): Promise<"applied" | "ignored"> {
  const e = event as { description?: unknown; result?: { id?: unknown } } | null;
  const id = e?.result?.id;
  if (e?.description !== "tracker.updated" || typeof id !== "string" || !TRACKER_ID.test(id)) return "ignored";
  const [known] = await db.select().from(shipmentTrackers).where(eq(shipmentTrackers.trackerId, id));
  if (!known) return "ignored";
  const tracker = await easypost(`/v2/trackers/${id}`, { method: "GET" });
  await applyTracker(db, known.orderId, tracker);
  logger.info({ orderId: known.orderId, status: tracker.status }, "tracker updated");
  return "applied";
}

export type CarrierStatusView = { status: string; estDeliveryAt: string | null } | null;

export async function getCarrierStatus(db: DbOrTx, orderId: string): Promise<CarrierStatusView> {
  const [row] = await db.select().from(shipmentTrackers).where(eq(shipmentTrackers.orderId, orderId));
  return row ? { status: row.status, estDeliveryAt: row.estDeliveryAt?.toISOString() ?? null } : null;
}
