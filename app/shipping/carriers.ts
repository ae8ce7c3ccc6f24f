// The carriers an order ships with, and the tracking link for each (shared by the console, the
// order page and the shipped email).
import { z } from "~/utils/zod";
import { carrierNames, shipmentCopy } from "~/content/shipments";

export const CARRIERS = ["usps", "ups", "fedex", "dhl", "other"] as const;
export type Carrier = (typeof CARRIERS)[number];
carrierNames satisfies Record<Carrier, string>;

const TRACKING_PAGES: Record<Exclude<Carrier, "other">, string> = {
  usps: "https://tools.usps.com/go/TrackConfirmAction?tLabels=",
  ups: "https://www.ups.com/track?tracknum=",
  fedex: "https://www.fedex.com/fedextrack/?trknbr=",
  dhl: "https://www.dhl.com/us-en/home/tracking/tracking-express.html?tracking-id=",
};

/** The carrier's tracking page for a number; "other" carriers give their own link. */
export function trackingUrlFor(carrier: Carrier, trackingNumber: string, otherUrl?: string | null): string {
  if (carrier === "other") return otherUrl ?? "";
  return TRACKING_PAGES[carrier] + encodeURIComponent(trackingNumber);
}

const e = shipmentCopy.errors;

/** The operator's "mark shipped" form. */
export const shipmentSchema = z
  .object({
    carrier: z.enum(CARRIERS, { error: e.carrier }),
    trackingNumber: z
      .string({ error: e.trackingNumber })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{3,39}$/, e.trackingNumber)
      // Kept without spaces ("1Z 999 AA1…" as printed on a label): carriers' links refuse them.
      .transform((v) => v.replace(/\s+/g, ""))
      .refine((v) => v.length >= 4, e.trackingNumber),
    trackingUrl: z
      .string()
      .trim()
      .max(500, e.trackingUrl)
      .refine((v) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(v), e.trackingUrl)
      .optional(),
  })
  .refine((s) => s.carrier !== "other" || s.trackingUrl, { path: ["trackingUrl"], message: e.trackingUrlRequired });

export type ShipmentInput = z.infer<typeof shipmentSchema>;
