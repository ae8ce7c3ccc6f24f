// Where an order's payment stands, as its page shows it. Shared by the server and the page.
export type PaymentRecordStatus =
  "confirmed" | "underpaid" | "wrong_mint" | "wrong_recipient" | "invalid" | "duplicate_refund";

export interface PaymentView {
  signature: string;
  status: PaymentRecordStatus;
  reason: string | null;
  amount: number | null;
  createdAt: string;
}

/** The ways to pay the store accepts. */
export interface PayMethods {
  card: boolean;
  usdc: boolean;
}

/** How a paid order was paid: by card, in USDC confirmed on chain, or recorded by the store. */
export type PaidVia = "card" | "usdc" | "store";

export type PaymentState = "waiting" | "confirmed" | "failed" | "closed";

export interface PaymentStatusBody {
  status: string;
  state: PaymentState;
  reason: string | null;
  payments: PaymentView[];
}

/** What an order page needs to offer and follow the payment. */
export interface PaymentSectionData {
  enabled: boolean;
  /** solana:<transaction request URL>, for wallets on this device. */
  link: string;
  /** The same link as a QR code, an SVG data URI. */
  qrSrc: string;
  /** The order's access token when the page was opened with it, for following the payment. */
  token: string | null;
  state: PaymentState;
  reason: string | null;
  /** How many transfers the store has seen for the order. */
  seen: number;
}

/** Paid, waiting, or the reason the latest transfer did not pay. */
export function paymentState(status: string, payments: PaymentView[]): Pick<PaymentStatusBody, "state" | "reason"> {
  // A refunded or disputed order was paid: its page must not offer to pay it again.
  if (["paid", "fulfilled", "refunded", "disputed"].includes(status)) return { state: "confirmed", reason: null };
  if (status === "cancelled") return { state: "closed", reason: null };
  const latest = payments.at(-1);
  return latest ? { state: "failed", reason: latest.reason } : { state: "waiting", reason: null };
}
