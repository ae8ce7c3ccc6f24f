// Shipping an order: the console's form, the order page's tracking, the shipped email.
// Keyed by the carriers of app/shipping/carriers.ts, which checks that every carrier has a name.
export const carrierNames = {
  usps: "USPS",
  ups: "UPS",
  fedex: "FedEx",
  dhl: "DHL",
  other: "Other carrier",
} as const;

export const shipmentCopy = {
  formTitle: "Ship this order",
  carrier: "Carrier",
  trackingNumber: "Tracking number",
  trackingUrl: "Tracking link (for another carrier)",
  deliver: "Mark delivered",
  deliveredOn: "Delivered",
  delivered: "Order marked delivered.",
  notShipped: "This order has not shipped, so it cannot be marked delivered.",
  alreadyDelivered: "This order is already marked delivered.",
  /** The order page's line from the tracking provider (EasyPost's tracker statuses). */
  carrierStatus: {
    label: "Carrier status",
    expected: (day: string) => `expected ${day}`,
    statuses: {
      unknown: "Waiting for the carrier's first scan",
      pre_transit: "Label created, waiting for the carrier's first scan",
      in_transit: "In transit",
      out_for_delivery: "Out for delivery",
      delivered: "Delivered",
      available_for_pickup: "Available for pickup",
      return_to_sender: "Being returned to us",
      failure: "Delivery problem: the carrier could not deliver it",
      cancelled: "Cancelled by the carrier",
      error: "The carrier reported an error",
    } as Record<string, string>,
  },
  errors: {
    carrier: "Choose the carrier.",
    trackingNumber: "Enter the tracking number (4 to 40 letters, digits, spaces or dashes).",
    trackingUrl: "Enter the tracking link, starting with https://.",
    trackingUrlRequired: "Another carrier needs its tracking link, starting with https://.",
  },
} as const;

/** The carrier's status in words; a status EasyPost adds later reads as not yet scanned. */
export const carrierStatusLabel = (status: string) =>
  shipmentCopy.carrierStatus.statuses[status] ?? shipmentCopy.carrierStatus.statuses.unknown!;
