// The Stripe objects the double keeps, in the shapes Stripe's API reference documents for them
// (only the fields the store reads, plus the ones that say what an object is).
import { randomBytes } from "node:crypto";

export type CardOutcome = "paid" | "card_declined" | "authentication_required";

/** Test cards as Stripe's documentation lists them, by the outcome they give. */
export const TEST_CARDS: Record<CardOutcome, { brand: string; last4: string; label: string }> = {
  paid: { brand: "visa", last4: "4242", label: "Visa ending 4242 (succeeds)" },
  card_declined: { brand: "visa", last4: "0002", label: "Visa ending 0002 (declined)" },
  authentication_required: { brand: "visa", last4: "3184", label: "Visa ending 3184 (needs authentication)" },
};

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** Ids look like Stripe's: a prefix, then random letters and digits. */
export function stripeId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = "";
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return `${prefix}_${id}`;
}

export const unixNow = () => Math.floor(Date.now() / 1000);

export type Metadata = Record<string, string>;

export interface Customer {
  id: string;
  object: "customer";
  email: string | null;
  name: string | null;
  metadata: Metadata;
  invoice_settings: { default_payment_method: string | null };
  created: number;
  livemode: false;
}

export interface PaymentMethod {
  id: string;
  object: "payment_method";
  type: "card";
  card: { brand: string; last4: string; exp_month: number; exp_year: number; funding: "credit"; country: "US" };
  billing_details: { email: string | null; name: string | null };
  customer: string | null;
  created: number;
  livemode: false;
}

export interface Charge {
  id: string;
  object: "charge";
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  currency: string;
  customer: string | null;
  metadata: Metadata;
  paid: boolean;
  payment_intent: string;
  payment_method: string;
  refunded: boolean;
  status: "succeeded" | "failed";
  failure_code: string | null;
  created: number;
  livemode: false;
}

export interface LastPaymentError {
  type: "card_error";
  code: string;
  decline_code: string;
  message: string;
  payment_method: PaymentMethod;
  charge?: string;
  doc_url: string;
}

export interface PaymentIntent {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  description: string | null;
  latest_charge: string | null;
  last_payment_error: LastPaymentError | null;
  metadata: Metadata;
  payment_method: string | null;
  setup_future_usage: "off_session" | "on_session" | null;
  status: "requires_payment_method" | "requires_action" | "succeeded" | "canceled";
  created: number;
  livemode: false;
}

export interface SetupIntent {
  id: string;
  object: "setup_intent";
  customer: string | null;
  metadata: Metadata;
  payment_method: string | null;
  status: "succeeded";
  usage: "off_session";
  created: number;
  livemode: false;
}

export interface LineItem {
  name: string;
  unit_amount: number;
  quantity: number;
  currency: string;
}

export interface CheckoutSession {
  id: string;
  object: "checkout.session";
  mode: "payment" | "setup";
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  amount_subtotal: number | null;
  amount_total: number | null;
  currency: string | null;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  metadata: Metadata;
  payment_intent: string | null;
  setup_intent: string | null;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  expires_at: number;
  created: number;
  livemode: false;
}

export interface Refund {
  id: string;
  object: "refund";
  amount: number;
  charge: string;
  currency: string;
  metadata: Metadata;
  payment_intent: string;
  reason: "duplicate" | "fraudulent" | "requested_by_customer" | null;
  status: "succeeded";
  created: number;
}

export interface Dispute {
  id: string;
  object: "dispute";
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  reason: string;
  status: "needs_response";
  created: number;
  livemode: false;
}

export interface StripeEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

/** What a card error says, as Stripe words it. */
export function cardErrorFor(outcome: Exclude<CardOutcome, "paid">) {
  return outcome === "card_declined"
    ? { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." }
    : {
        code: "authentication_required",
        decline_code: "authentication_required",
        message: "Your card was declined. This transaction requires authentication.",
      };
}
