// An EasyPost Tracker API double on loopback for the tests: POST /v2/trackers and
// GET /v2/trackers/:id in the shapes EasyPost documents (HTTP Basic auth with the API key as the
// user name; `{ tracker: { tracking_code, carrier } }` in, a Tracker object out), and the
// "tracker.updated" Event EasyPost posts to a webhook when a carrier scan moves a parcel on.
// A test moves a parcel with `advance` (or POST /_double/trackers/:id/status over HTTP).
import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type Request, type Response } from "express";
import { keepIdleConnections } from "../keep-alive";

export const EASYPOST_TEST_KEY = "EZTK_double_key";

export type TrackerStatus =
  | "unknown"
  | "pre_transit"
  | "in_transit"
  | "out_for_delivery"
  | "delivered"
  | "available_for_pickup"
  | "return_to_sender"
  | "failure"
  | "cancelled"
  | "error";

export interface Tracker {
  id: string;
  object: "Tracker";
  mode: "test";
  tracking_code: string;
  carrier: string;
  status: TrackerStatus;
  status_detail: string;
  est_delivery_date: string | null;
  public_url: string;
  tracking_details: { object: "TrackingDetail"; status: TrackerStatus; message: string; datetime: string }[];
  created_at: string;
  updated_at: string;
}

export interface TrackerEvent {
  object: "Event";
  id: string;
  mode: "test";
  description: "tracker.updated";
  result: Tracker;
  previous_attributes: { status: TrackerStatus };
  created_at: string;
  updated_at: string;
}

export interface EasyPostDouble {
  url: string;
  trackers: Map<string, Tracker>;
  calls: { method: string; path: string; body: unknown }[];
  /** Moves a tracker on and posts its "tracker.updated" event to the webhook; answers the webhook's status. */
  advance(id: string, status: TrackerStatus, options?: { estDeliveryDate?: string | null }): Promise<number | null>;
  /** The event `advance` would post, for a test that posts it itself (or forges one). */
  eventFor(tracker: Tracker, previous: TrackerStatus): TrackerEvent;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(16).toString("hex")}`;
const iso = () => new Date().toISOString().replace(/\.\d{3}Z$/, "Z");

/** EasyPost's test carrier names as they come back on a tracker. */
const CARRIERS = new Set(["USPS", "UPS", "FedEx", "DHLExpress"]);

export async function startEasyPostDouble(
  options: {
    apiKey?: string;
    host?: string;
    port?: number;
    /** Where events go: a URL (POSTed as JSON) or a function (integration tests call the route directly). */
    webhook?: string | ((body: string) => Promise<number>);
  } = {},
): Promise<EasyPostDouble> {
  const apiKey = options.apiKey ?? EASYPOST_TEST_KEY;
  const trackers = new Map<string, Tracker>();
  const calls: EasyPostDouble["calls"] = [];
  const app = express();
  app.use(express.json());

  const error = (res: Response, status: number, code: string, message: string) =>
    res.status(status).json({ error: { code, message, errors: [] } });

  const authorized = (req: Request) => {
    const header = req.get("authorization") ?? "";
    if (!header.startsWith("Basic ")) return false;
    return Buffer.from(header.slice(6), "base64").toString("utf8") === `${apiKey}:`;
  };

  app.use("/v2", (req, res, next) => {
    calls.push({ method: req.method, path: req.originalUrl, body: req.body });
    if (!authorized(req)) return void error(res, 401, "APIKEY.INACTIVE", "The API key is not valid.");
    next();
  });

  app.post("/v2/trackers", (req, res) => {
    const input = (req.body as { tracker?: { tracking_code?: unknown; carrier?: unknown } })?.tracker;
    const code = input?.tracking_code;
    if (typeof code !== "string" || !/^[A-Za-z0-9]{4,40}$/.test(code)) {
      return void error(res, 422, "TRACKER.TRACKING_CODE.INVALID", "Invalid tracking code.");
    }
    const carrier = typeof input?.carrier === "string" && CARRIERS.has(input.carrier) ? input.carrier : "USPS";
    // EasyPost answers the existing tracker for a code and carrier it already tracks.
    const existing = [...trackers.values()].find((t) => t.tracking_code === code && t.carrier === carrier);
    if (existing) return void res.status(200).json(existing);
    const at = iso();
    const tracker: Tracker = {
      id: id("trk"),
      object: "Tracker",
      mode: "test",
      tracking_code: code,
      carrier,
      status: "pre_transit",
      status_detail: "label_created",
      est_delivery_date: null,
      public_url: `https://track.easypost.com/djE6${randomBytes(8).toString("hex")}`,
      tracking_details: [{ object: "TrackingDetail", status: "pre_transit", message: "Label created", datetime: at }],
      created_at: at,
      updated_at: at,
    };
    trackers.set(tracker.id, tracker);
    res.status(201).json(tracker);
  });

  app.get("/v2/trackers/:id", (req, res) => {
    const tracker = trackers.get(req.params.id);
    if (!tracker) return void error(res, 404, "NOT_FOUND", "The requested resource could not be found.");
    res.json(tracker);
  });

  const eventFor = (tracker: Tracker, previous: TrackerStatus): TrackerEvent => ({
    object: "Event",
    id: id("evt"),
    mode: "test",
    description: "tracker.updated",
    result: tracker,
    previous_attributes: { status: previous },
    created_at: iso(),
    updated_at: iso(),
  });

  const advance: EasyPostDouble["advance"] = async (trackerId, status, { estDeliveryDate } = {}) => {
    const tracker = trackers.get(trackerId);
    if (!tracker) throw new Error(`no tracker ${trackerId}`);
    const previous = tracker.status;
    const at = iso();
    tracker.status = status;
    tracker.status_detail = status === "delivered" ? "arrived_at_destination" : "arrived_at_facility";
    if (estDeliveryDate !== undefined) tracker.est_delivery_date = estDeliveryDate;
    tracker.tracking_details.push({ object: "TrackingDetail", status, message: status, datetime: at });
    tracker.updated_at = at;
    const body = JSON.stringify(eventFor(tracker, previous));
    if (!options.webhook) return null;
    if (typeof options.webhook === "function") return options.webhook(body);
    const response = await fetch(options.webhook, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    });
    return response.status;
  };

  // For a store in its own process (e2e, screenshots): move a parcel over HTTP.
  app.post("/_double/trackers/:id/status", async (req, res) => {
    const { status, est_delivery_date } = req.body as { status: TrackerStatus; est_delivery_date?: string | null };
    if (!trackers.has(req.params.id)) return void error(res, 404, "NOT_FOUND", "No such tracker.");
    res.json({ webhook: await advance(req.params.id, status, { estDeliveryDate: est_delivery_date }) });
  });
  app.get("/_double/trackers", (_req, res) => void res.json([...trackers.values()]));

  const server: Server = await new Promise((resolve) => {
    const s = keepIdleConnections(app.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve(s)));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}`,
    trackers,
    calls,
    advance,
    eventFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
