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
  errors: {
    carrier: "Choose the carrier.",
    trackingNumber: "Enter the tracking number (4 to 40 letters, digits, spaces or dashes).",
    trackingUrl: "Enter the tracking link, starting with https://.",
    trackingUrlRequired: "Another carrier needs its tracking link, starting with https://.",
  },
} as const;
