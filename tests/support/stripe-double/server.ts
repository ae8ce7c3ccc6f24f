// A Stripe API double on loopback for the tests: it answers the calls the store makes (customers,
// Checkout Sessions in payment and setup mode, off-session PaymentIntents, refunds, reading sessions,
// intents and payment methods) in the shapes Stripe documents, keeps Stripe's idempotency rules,
// records every call with its Idempotency-Key, and lets a test decide how a card fares. It also
// serves a minimal hosted Checkout page (Pay / Cancel): Pay completes the session, sends the signed
// webhooks the real Stripe would send, and redirects to the session's success URL. Stripe Tax's
// calculations, transactions and reversals are in ./tax.ts.
// The real `stripe` library talks to it through its host, port and protocol options.
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express, { type Request, type Response } from "express";
import Stripe from "stripe";
import {
  cardErrorFor,
  stripeId,
  TEST_CARDS,
  unixNow,
  type CardOutcome,
  type Charge,
  type CheckoutSession,
  type Customer,
  type Dispute,
  type LineItem,
  type Metadata,
  type PaymentIntent,
  type PaymentMethod,
  type Refund,
  type SetupIntent,
  type StripeEvent,
} from "./objects";
import { checkoutPage, escapeHtml } from "./page";
import { createTaxApi, DOUBLE_TAX_RATES, type TaxStore, type TaxTransaction } from "./tax";
import { keepIdleConnections } from "../keep-alive";

export type { CardOutcome } from "./objects";

export interface RecordedCall {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey: string | null;
  status: number;
  /** Answered from the idempotency store, as Stripe does for a repeated key. */
  replayed: boolean;
}

export interface DeliveredEvent {
  event: StripeEvent;
  /** The store's HTTP status, or null while held or when no webhook target is set. */
  status: number | null;
}

/** Receives a signed webhook; answers the HTTP status the store gave. */
export type WebhookTarget = string | ((body: string, signature: string) => Promise<number>);

export interface StripeDoubleOptions {
  port?: number;
  host?: string;
  /** The webhook signing secret the store is configured with (whsec_…). */
  webhookSecret: string;
  /** Where events are sent: the store's webhook URL, or a function (integration tests). */
  webhook?: WebhookTarget;
}

export interface StripeDouble {
  url: string;
  port: number;
  /** The options that point the `stripe` library here. */
  clientOptions: { host: string; port: number; protocol: "http" };
  calls: RecordedCall[];
  events: DeliveredEvent[];
  /** How the next charges of a card fare: by payment method id, customer id or email, or "default". */
  setCardOutcome(match: string, outcome: CardOutcome): void;
  /** Keep events back until releaseWebhooks(), to see the store before a webhook arrives. */
  holdWebhooks(): void;
  releaseWebhooks(): Promise<void>;
  /** What the hosted page's Pay button does. */
  completeCheckout(sessionId: string, card?: CardOutcome): Promise<CheckoutSession>;
  /** Opens a dispute on a payment intent's charge and sends charge.dispute.created. */
  openDispute(paymentIntentId: string): Promise<Dispute>;
  /** Signs and sends any event (for replays and forged or unusual events). */
  sendEvent(type: string, object: unknown): Promise<DeliveredEvent>;
  /** A signed event body and its Stripe-Signature header, without sending it. */
  signEvent(type: string, object: unknown): { body: string; signature: string; event: StripeEvent };
  /** The objects the double holds, for assertions. */
  store: DoubleStore;
  /** Stripe Tax's calculations and transactions (reversals too), for assertions. */
  tax: TaxStore;
  /** Takes the Tax API down (every call answers 503) or brings it back. */
  setTaxDown(down: boolean): void;
  /** Sets a state's combined rate ("8.5"), as a state changing its rate; null puts the first one back. */
  setTaxRate(state: string, percentage: string | null): void;
  close(): Promise<void>;
}

export interface DoubleStore {
  customers: Map<string, Customer>;
  paymentMethods: Map<string, PaymentMethod>;
  sessions: Map<string, CheckoutSession & { line_items: LineItem[]; intentData: IntentData }>;
  paymentIntents: Map<string, PaymentIntent>;
  setupIntents: Map<string, SetupIntent>;
  charges: Map<string, Charge>;
  refunds: Map<string, Refund>;
  disputes: Map<string, Dispute>;
}

interface IntentData {
  metadata: Metadata;
  setupFutureUsage: "off_session" | "on_session" | null;
  setupMetadata: Metadata;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new ApiError(400, { type: "invalid_request_error", message, ...(param ? { param } : {}), ...(code ? { code } : {}) });
const missing = (kind: string, id: string, param = "id") =>
  new ApiError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${kind}: '${id}'`,
    param,
  });

type Params = Record<string, unknown>;

const str = (params: Params, key: string): string | null => {
  const value = params[key];
  return typeof value === "string" && value !== "" ? value : null;
};
const obj = (params: Params, key: string): Params => {
  const value = params[key];
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Params) : {};
};
const metadataOf = (params: Params, key = "metadata"): Metadata => {
  const out: Metadata = {};
  for (const [k, v] of Object.entries(obj(params, key))) if (typeof v === "string") out[k] = v;
  return out;
};
function integer(params: Params, key: string, { required = false } = {}): number | null {
  const value = params[key];
  if (value === undefined || value === "") {
    if (required) throw invalid(`Missing required param: ${key}.`, key, "parameter_missing");
    return null;
  }
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw invalid(`Invalid integer: ${String(value)}`, key);
  return n;
}
const listOf = (value: unknown): Params[] =>
  Array.isArray(value)
    ? (value as Params[])
    : value && typeof value === "object"
      ? (Object.values(value as Params) as Params[])
      : [];

export async function startStripeDouble(options: StripeDoubleOptions): Promise<StripeDouble> {
  const host = options.host ?? "127.0.0.1";
  const signer = new Stripe("sk_test_double");
  const store: DoubleStore = {
    customers: new Map(),
    paymentMethods: new Map(),
    sessions: new Map(),
    paymentIntents: new Map(),
    setupIntents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    disputes: new Map(),
  };
  const calls: RecordedCall[] = [];
  const events: DeliveredEvent[] = [];
  const outcomes = new Map<string, CardOutcome>();
  const natures = new Map<string, CardOutcome>();
  const idempotency = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  let held: DeliveredEvent[] | null = null;
  let base = "";

  const outcomeFor = (pm: PaymentMethod, customer: Customer | undefined): CardOutcome =>
    outcomes.get(pm.id) ??
    (customer && (outcomes.get(customer.id) ?? (customer.email ? outcomes.get(customer.email) : undefined))) ??
    (pm.billing_details.email ? outcomes.get(pm.billing_details.email) : undefined) ??
    natures.get(pm.id) ??
    outcomes.get("default") ??
    "paid";

  // Events -------------------------------------------------------------------------------------

  function signEvent(type: string, object: unknown, request: { id: string | null; idempotency_key: string | null }) {
    const event: StripeEvent = {
      id: stripeId("evt"),
      object: "event",
      api_version: Stripe.API_VERSION,
      created: unixNow(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request,
      type,
    };
    const body = JSON.stringify(event, null, 2);
    const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: options.webhookSecret });
    return { body, signature, event };
  }

  async function deliver(entry: DeliveredEvent, body: string, signature: string) {
    const target = options.webhook;
    if (!target) return;
    if (typeof target === "function") {
      entry.status = await target(body, signature);
      return;
    }
    try {
      const response = await fetch(target, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
        body,
      });
      entry.status = response.status;
      await response.body?.cancel();
    } catch {
      entry.status = 0;
    }
  }

  const pending: Array<{ entry: DeliveredEvent; body: string; signature: string }> = [];
  async function emit(
    type: string,
    object: unknown,
    request = { id: null, idempotency_key: null } as StripeEvent["request"],
  ) {
    const signed = signEvent(type, object, request);
    const entry: DeliveredEvent = { event: signed.event, status: null };
    events.push(entry);
    if (held) {
      pending.push({ entry, body: signed.body, signature: signed.signature });
      return entry;
    }
    await deliver(entry, signed.body, signed.signature);
    return entry;
  }

  // Objects ------------------------------------------------------------------------------------

  function createPaymentMethod(card: CardOutcome, email: string | null): PaymentMethod {
    const { brand, last4 } = TEST_CARDS[card];
    const pm: PaymentMethod = {
      id: stripeId("pm"),
      object: "payment_method",
      type: "card",
      card: { brand, last4, exp_month: 12, exp_year: new Date().getFullYear() + 3, funding: "credit", country: "US" },
      billing_details: { email, name: null },
      customer: null,
      created: unixNow(),
      livemode: false,
    };
    store.paymentMethods.set(pm.id, pm);
    // The card keeps its nature (a declining test card declines off-session too) unless a test says otherwise.
    natures.set(pm.id, card);
    return pm;
  }

  function succeedPayment(pi: PaymentIntent, pm: PaymentMethod): Charge {
    const charge: Charge = {
      id: stripeId("ch"),
      object: "charge",
      amount: pi.amount,
      amount_captured: pi.amount,
      amount_refunded: 0,
      currency: pi.currency,
      customer: pi.customer,
      metadata: pi.metadata,
      paid: true,
      payment_intent: pi.id,
      payment_method: pm.id,
      refunded: false,
      status: "succeeded",
      failure_code: null,
      created: unixNow(),
      livemode: false,
    };
    store.charges.set(charge.id, charge);
    Object.assign(pi, {
      status: "succeeded",
      amount_received: pi.amount,
      latest_charge: charge.id,
      payment_method: pm.id,
      last_payment_error: null,
    });
    return charge;
  }

  function expand<T extends object>(object: T, fields: string[]): T {
    const out: Record<string, unknown> = structuredClone(object) as Record<string, unknown>;
    for (const path of fields) {
      const [head, ...rest] = path.split(".");
      const id = out[head!];
      if (typeof id !== "string") continue;
      const found =
        store.paymentIntents.get(id) ??
        store.setupIntents.get(id) ??
        store.paymentMethods.get(id) ??
        store.customers.get(id) ??
        store.charges.get(id);
      if (found) out[head!] = rest.length ? expand(found, [rest.join(".")]) : structuredClone(found);
    }
    return out as T;
  }
  const expansions = (req: Request): string[] => {
    const raw = (req.method === "GET" ? req.query : (req.body as Params))["expand"];
    if (typeof raw === "string") return [raw];
    return (Array.isArray(raw) ? raw : raw && typeof raw === "object" ? Object.values(raw) : []).map(String);
  };

  // The API --------------------------------------------------------------------------------------

  const app = express();
  app.disable("x-powered-by");
  // Stripe encodes nested parameters with brackets (line_items[0][quantity]=1), in bodies and queries.
  app.set("query parser", "extended");
  app.use(express.urlencoded({ extended: true, limit: "1mb" }));
  app.use("/_double", express.json());

  type Handler = (
    params: Params,
    req: Request,
  ) => Promise<{ status?: number; body: unknown }> | { status?: number; body: unknown };

  /** Stripe's API conventions around a handler: the key, idempotency, the error shape, the log. */
  const api = (handler: Handler) => async (req: Request, res: Response) => {
    const params = (req.method === "GET" ? req.query : (req.body ?? {})) as Params;
    const key = req.get("idempotency-key") ?? null;
    const record = (status: number, replayed = false) =>
      calls.push({ method: req.method, path: req.path, params, idempotencyKey: key, status, replayed });
    if (!/^Bearer sk_(test|live)_\S+$/.test(req.get("authorization") ?? "")) {
      record(401);
      res.status(401).json({
        error: { type: "invalid_request_error", message: "You did not provide an API key." },
      });
      return;
    }
    const fingerprint = JSON.stringify([req.method, req.path, params]);
    if (req.method === "POST" && key) {
      const seen = idempotency.get(key);
      if (seen) {
        if (seen.fingerprint !== fingerprint) {
          record(400);
          res.status(400).json({
            error: {
              type: "idempotency_error",
              message:
                "Keys for idempotent requests can only be used with the same parameters they were first used with. " +
                "Try using a key other than '" +
                key +
                "' if you meant to execute a different request.",
            },
          });
          return;
        }
        record(seen.status, true);
        res.status(seen.status).set("Idempotent-Replayed", "true").json(seen.body);
        return;
      }
    }
    let status: number;
    let body: unknown;
    try {
      const result = await handler(params, req);
      status = result.status ?? 200;
      body = result.body;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      status = error.status;
      body = { error: error.body };
    }
    // Stripe keeps the first result of a key, errors included, except for invalid requests and
    // requests it never ran (503: the service was down).
    if (req.method === "POST" && key && status !== 400 && status !== 503)
      idempotency.set(key, { fingerprint, status, body });
    record(status);
    res.status(status).set("Request-Id", stripeId("req", 14)).json(body);
  };

  /** GET /v1/<objects>/:id, with `expand` for the ids it holds. */
  const retrieve = <T extends object>(path: string, kind: string, objects: Map<string, T>) =>
    app.get(
      path,
      api((_p, req) => {
        const found = objects.get(String(req.params.id));
        if (!found) throw missing(kind, String(req.params.id));
        return { body: expand(found, expansions(req)) };
      }),
    );
  retrieve("/v1/customers/:id", "customer", store.customers);
  retrieve("/v1/payment_intents/:id", "payment_intent", store.paymentIntents);
  retrieve("/v1/setup_intents/:id", "setup_intent", store.setupIntents);
  retrieve("/v1/payment_methods/:id", "payment_method", store.paymentMethods);
  retrieve("/v1/charges/:id", "charge", store.charges);

  // Customers
  app.post(
    "/v1/customers",
    api((p) => {
      const customer: Customer = {
        id: stripeId("cus", 14),
        object: "customer",
        email: str(p, "email"),
        name: str(p, "name"),
        metadata: metadataOf(p),
        invoice_settings: { default_payment_method: null },
        created: unixNow(),
        livemode: false,
      };
      store.customers.set(customer.id, customer);
      return { body: customer };
    }),
  );
  app.post(
    "/v1/customers/:id",
    api((p, req) => {
      const customer = store.customers.get(String(req.params.id));
      if (!customer) throw missing("customer", String(req.params.id));
      const pmId = str(obj(p, "invoice_settings"), "default_payment_method");
      if (pmId) {
        const pm = store.paymentMethods.get(pmId);
        if (!pm || pm.customer !== customer.id)
          throw invalid(
            `The customer does not have a payment method with the ID ${pmId}.`,
            "invoice_settings[default_payment_method]",
          );
        customer.invoice_settings.default_payment_method = pmId;
      }
      if (str(p, "email")) customer.email = str(p, "email");
      Object.assign(customer.metadata, metadataOf(p));
      return { body: customer };
    }),
  );

  // Checkout Sessions
  app.post(
    "/v1/checkout/sessions",
    api((p) => {
      const mode = str(p, "mode");
      if (mode !== "payment" && mode !== "setup")
        throw invalid("Invalid mode: must be one of payment, setup or subscription", "mode");
      const successUrl = str(p, "success_url");
      if (!successUrl) throw invalid("Missing required param: success_url.", "success_url", "parameter_missing");
      const customerId = str(p, "customer");
      const customerEmail = str(p, "customer_email");
      if (customerId && customerEmail)
        throw invalid("You may only specify one of these parameters: customer, customer_email.", "customer_email");
      if (customerId && !store.customers.has(customerId)) throw missing("customer", customerId, "customer");
      const intentParams = obj(p, "payment_intent_data");
      const setupFutureUsage = str(intentParams, "setup_future_usage");
      if (setupFutureUsage && setupFutureUsage !== "off_session" && setupFutureUsage !== "on_session")
        throw invalid("Invalid setup_future_usage", "payment_intent_data[setup_future_usage]");

      const lineItems: LineItem[] = [];
      let currency = str(p, "currency");
      if (mode === "payment") {
        const rawLines = listOf(p.line_items);
        if (rawLines.length === 0) throw invalid("line_items is required in payment mode.", "line_items");
        rawLines.forEach((line, i) => {
          const price = obj(line, "price_data");
          const name = str(obj(price, "product_data"), "name");
          const lineCurrency = str(price, "currency");
          const unit = integer(price, "unit_amount", { required: true })!;
          const quantity = integer(line, "quantity", { required: true })!;
          if (!name || !lineCurrency)
            throw invalid("Each line item needs price_data with a currency and a product name.", `line_items[${i}]`);
          if (currency && lineCurrency !== currency)
            throw invalid("All line items must have the same currency.", `line_items[${i}]`);
          currency = lineCurrency;
          lineItems.push({ name, unit_amount: unit, quantity, currency: lineCurrency });
        });
      }
      const total = mode === "payment" ? lineItems.reduce((n, l) => n + l.unit_amount * l.quantity, 0) : null;
      const id = stripeId("cs_test", 58);
      const session: CheckoutSession & { line_items: LineItem[]; intentData: IntentData } = {
        id,
        object: "checkout.session",
        mode,
        status: "open",
        payment_status: mode === "setup" ? "no_payment_required" : "unpaid",
        amount_subtotal: total,
        amount_total: total,
        currency: currency ?? null,
        client_reference_id: str(p, "client_reference_id"),
        customer: customerId,
        customer_email: customerEmail,
        customer_details: null,
        metadata: metadataOf(p),
        payment_intent: null,
        setup_intent: null,
        success_url: successUrl,
        cancel_url: str(p, "cancel_url"),
        url: `${base}/c/pay/${id}`,
        expires_at: integer(p, "expires_at") ?? unixNow() + 24 * 3600,
        created: unixNow(),
        livemode: false,
        line_items: lineItems,
        intentData: {
          metadata: metadataOf(intentParams),
          setupFutureUsage: (setupFutureUsage as IntentData["setupFutureUsage"]) ?? null,
          setupMetadata: metadataOf(obj(p, "setup_intent_data")),
        },
      };
      store.sessions.set(id, session);
      return { body: publicSession(session) };
    }),
  );
  app.get(
    "/v1/checkout/sessions/:id",
    api((_p, req) => {
      const session = store.sessions.get(String(req.params.id));
      if (!session) throw missing("checkout.session", String(req.params.id));
      return { body: expand(publicSession(session), expansions(req)) };
    }),
  );
  app.post(
    "/v1/checkout/sessions/:id/expire",
    api((_p, req) => {
      const session = store.sessions.get(String(req.params.id));
      if (!session) throw missing("checkout.session", String(req.params.id));
      if (session.status !== "open")
        throw invalid(`This Checkout Session has status ${session.status} and cannot be expired.`);
      session.status = "expired";
      session.url = null;
      void emit("checkout.session.expired", publicSession(session));
      return { body: publicSession(session) };
    }),
  );

  // Payment intents (the store creates them to charge a saved card off-session)
  app.post(
    "/v1/payment_intents",
    api(async (p, req) => {
      const amount = integer(p, "amount", { required: true })!;
      const currency = str(p, "currency");
      if (!currency) throw invalid("Missing required param: currency.", "currency", "parameter_missing");
      if (amount < 50) throw invalid("Amount must be at least $0.50 usd", "amount", "amount_too_small");
      const customerId = str(p, "customer");
      const customer = customerId ? store.customers.get(customerId) : undefined;
      if (customerId && !customer) throw missing("customer", customerId, "customer");
      const pmId = str(p, "payment_method");
      const pm = pmId ? store.paymentMethods.get(pmId) : undefined;
      if (pmId && !pm) throw missing("payment_method", pmId, "payment_method");
      if (pm && pm.customer && pm.customer !== customerId)
        throw invalid("The provided PaymentMethod belongs to another Customer.", "payment_method");
      const pi: PaymentIntent = {
        id: stripeId("pi"),
        object: "payment_intent",
        amount,
        amount_received: 0,
        currency,
        customer: customerId,
        description: str(p, "description"),
        latest_charge: null,
        last_payment_error: null,
        metadata: metadataOf(p),
        payment_method: pm?.id ?? null,
        setup_future_usage: null,
        status: "requires_payment_method",
        created: unixNow(),
        livemode: false,
      };
      store.paymentIntents.set(pi.id, pi);
      const request = { id: stripeId("req", 14), idempotency_key: req.get("idempotency-key") ?? null };
      if (p.confirm !== "true") return { body: pi };
      if (!pm)
        throw invalid("You cannot confirm this PaymentIntent because it's missing a payment method.", "payment_method");
      const outcome = outcomeFor(pm, customer);
      if (outcome === "paid") {
        const charge = succeedPayment(pi, pm);
        await emit("charge.succeeded", charge, request);
        await emit("payment_intent.succeeded", pi, request);
        return { body: pi };
      }
      const error = cardErrorFor(outcome);
      const charge: Charge = {
        id: stripeId("ch"),
        object: "charge",
        amount,
        amount_captured: 0,
        amount_refunded: 0,
        currency,
        customer: customerId,
        metadata: pi.metadata,
        paid: false,
        payment_intent: pi.id,
        payment_method: pm.id,
        refunded: false,
        status: "failed",
        failure_code: error.code,
        created: unixNow(),
        livemode: false,
      };
      store.charges.set(charge.id, charge);
      const lastError = {
        type: "card_error" as const,
        ...error,
        payment_method: pm,
        charge: charge.id,
        doc_url: `https://stripe.com/docs/error-codes/${error.code.replaceAll("_", "-")}`,
      };
      Object.assign(pi, { latest_charge: charge.id, last_payment_error: lastError, status: "requires_payment_method" });
      await emit("payment_intent.payment_failed", pi, request);
      throw new ApiError(402, { ...lastError, payment_intent: structuredClone(pi) });
    }),
  );

  // Stripe Tax (./tax.ts)
  const taxApi = createTaxApi(
    {
      invalid,
      missing,
      unavailable: () =>
        new ApiError(503, { type: "api_error", message: "Stripe Tax is temporarily unavailable. Please retry." }),
    },
    { str, obj, integer, listOf, metadataOf },
  );
  const shownTransaction = ({ calculation: _calc, ...shown }: TaxTransaction) => shown;
  app.post(
    "/v1/tax/calculations",
    api((p) => ({ body: taxApi.calculate(p) })),
  );
  app.get(
    "/v1/tax/calculations/:id",
    api((_p, req) => ({ body: taxApi.retrieve("calculation", String(req.params.id)) })),
  );
  app.post(
    "/v1/tax/transactions/create_from_calculation",
    api((p) => ({ body: shownTransaction(taxApi.createFromCalculation(p)) })),
  );
  app.post(
    "/v1/tax/transactions/create_reversal",
    api((p) => ({ body: shownTransaction(taxApi.createReversal(p)) })),
  );
  app.get(
    "/v1/tax/transactions/:id",
    api((_p, req) => ({
      body: shownTransaction(taxApi.retrieve("transaction", String(req.params.id)) as TaxTransaction),
    })),
  );

  // Refunds
  app.post(
    "/v1/refunds",
    api(async (p, req) => {
      const piId = str(p, "payment_intent");
      const chargeId = str(p, "charge");
      if (!piId && !chargeId)
        throw invalid("One of the following params should be provided for this request: payment_intent or charge.");
      const pi = piId ? store.paymentIntents.get(piId) : undefined;
      if (piId && !pi) throw missing("payment_intent", piId, "payment_intent");
      const charge = store.charges.get(chargeId ?? pi?.latest_charge ?? "");
      if (!charge || charge.status !== "succeeded")
        throw invalid("This PaymentIntent does not have a successful charge to refund.", "payment_intent");
      const remaining = charge.amount - charge.amount_refunded;
      if (remaining === 0)
        throw invalid(`Charge ${charge.id} has already been refunded.`, undefined, "charge_already_refunded");
      const amount = integer(p, "amount") ?? remaining;
      if (amount <= 0) throw invalid("Refund amount must be positive.", "amount");
      if (amount > remaining)
        throw invalid(
          `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(remaining / 100).toFixed(2)})`,
          "amount",
        );
      const reason = str(p, "reason");
      if (reason && !["duplicate", "fraudulent", "requested_by_customer"].includes(reason))
        throw invalid("Invalid reason: must be one of duplicate, fraudulent, or requested_by_customer", "reason");
      const refund: Refund = {
        id: stripeId("re"),
        object: "refund",
        amount,
        charge: charge.id,
        currency: charge.currency,
        metadata: metadataOf(p),
        payment_intent: charge.payment_intent,
        reason: (reason as Refund["reason"]) ?? null,
        status: "succeeded",
        created: unixNow(),
      };
      store.refunds.set(refund.id, refund);
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded === charge.amount;
      const request = { id: stripeId("req", 14), idempotency_key: req.get("idempotency-key") ?? null };
      await emit("refund.created", refund, request);
      await emit("charge.refunded", charge, request);
      return { body: refund };
    }),
  );

  // The hosted Checkout page ---------------------------------------------------------------------

  function publicSession(
    session: CheckoutSession & { line_items?: LineItem[]; intentData?: IntentData },
  ): CheckoutSession {
    const { line_items: _lines, intentData: _intent, ...shown } = session;
    return structuredClone(shown);
  }

  async function completeCheckout(sessionId: string, card: CardOutcome = "paid"): Promise<CheckoutSession> {
    const session = store.sessions.get(sessionId);
    if (!session) throw new Error(`no such session ${sessionId}`);
    if (session.status !== "open") throw new Error(`session ${sessionId} is ${session.status}`);
    const email =
      session.customer_email ?? (session.customer ? store.customers.get(session.customer)?.email : null) ?? null;
    const pm = createPaymentMethod(card, email);
    const customer = session.customer ? store.customers.get(session.customer) : undefined;
    const request = { id: null, idempotency_key: null };
    if (session.mode === "setup") {
      if (customer) pm.customer = customer.id;
      const si: SetupIntent = {
        id: stripeId("seti"),
        object: "setup_intent",
        customer: session.customer,
        metadata: session.intentData.setupMetadata,
        payment_method: pm.id,
        status: "succeeded",
        usage: "off_session",
        created: unixNow(),
        livemode: false,
      };
      store.setupIntents.set(si.id, si);
      Object.assign(session, { status: "complete", setup_intent: si.id, customer_details: { email }, url: null });
      await emit("setup_intent.succeeded", si, request);
      await emit("checkout.session.completed", publicSession(session), request);
      return publicSession(session);
    }
    if (card !== "paid") throw new CardDeclined(cardErrorFor(card).message);
    const saves = session.intentData.setupFutureUsage;
    if (customer && saves) pm.customer = customer.id;
    const pi: PaymentIntent = {
      id: stripeId("pi"),
      object: "payment_intent",
      amount: session.amount_total ?? 0,
      amount_received: 0,
      currency: session.currency ?? "usd",
      customer: session.customer,
      description: null,
      latest_charge: null,
      last_payment_error: null,
      metadata: session.intentData.metadata,
      payment_method: pm.id,
      setup_future_usage: saves,
      status: "requires_payment_method",
      created: unixNow(),
      livemode: false,
    };
    store.paymentIntents.set(pi.id, pi);
    const charge = succeedPayment(pi, pm);
    Object.assign(session, {
      status: "complete",
      payment_status: "paid",
      payment_intent: pi.id,
      customer_details: { email },
      url: null,
    });
    await emit("charge.succeeded", charge, request);
    await emit("payment_intent.succeeded", pi, request);
    await emit("checkout.session.completed", publicSession(session), request);
    return publicSession(session);
  }

  class CardDeclined extends Error {}

  app.get("/c/pay/:id", (req, res) => {
    const session = store.sessions.get(String(req.params.id));
    if (!session) return void res.status(404).type("html").send("<h1>Something went wrong</h1>");
    res.type("html").send(checkoutPage(session));
  });
  app.post("/c/pay/:id", async (req, res) => {
    const session = store.sessions.get(String(req.params.id));
    if (!session) return void res.status(404).type("html").send("<h1>Something went wrong</h1>");
    const card = String((req.body as Params)?.card ?? "paid") as CardOutcome;
    if (!(card in TEST_CARDS)) return void res.status(400).type("html").send("<h1>Unknown card</h1>");
    try {
      await completeCheckout(session.id, card);
    } catch (error) {
      if (error instanceof CardDeclined)
        return void res.status(402).type("html").send(checkoutPage(session, error.message));
      return void res
        .status(409)
        .type("html")
        .send(`<h1>${escapeHtml((error as Error).message)}</h1>`);
    }
    res.redirect(303, session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id));
  });

  // Controls for tests that run the double in another process (end-to-end) ----------------------

  app.post("/_double/card-outcome", (req, res) => {
    const { match, outcome } = req.body as { match?: string; outcome?: CardOutcome };
    if (!match || !outcome || !(outcome in TEST_CARDS))
      return void res.status(400).json({ error: "match and outcome" });
    outcomes.set(match, outcome);
    res.json({ ok: true });
  });
  app.post("/_double/webhooks/hold", (_req, res) => {
    held ??= [];
    res.json({ ok: true });
  });
  app.post("/_double/webhooks/release", async (_req, res) => {
    await releaseWebhooks();
    res.json({ ok: true, delivered: events.map((e) => ({ type: e.event.type, status: e.status })) });
  });
  app.post("/_double/tax/down", (req, res) => {
    taxApi.store.down = (req.body as { down?: boolean }).down === true;
    res.json({ ok: true, down: taxApi.store.down });
  });
  app.get(
    "/_double/tax",
    (_req, res) =>
      void res.json({
        calculations: [...taxApi.store.calculations.values()],
        transactions: [...taxApi.store.transactions.values()],
      }),
  );
  app.get("/_double/calls", (_req, res) => void res.json(calls));
  app.get(
    "/_double/events",
    (_req, res) => void res.json(events.map((e) => ({ id: e.event.id, type: e.event.type, status: e.status }))),
  );
  app.get("/favicon.ico", (_req, res) => void res.status(204).end());
  app.get("/health", (_req, res) => void res.type("text").send("ok"));

  app.use((req: Request, res: Response) => {
    res.status(404).json({
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${req.path}).` },
    });
  });

  async function releaseWebhooks() {
    held = null;
    for (const item of pending.splice(0)) await deliver(item.entry, item.body, item.signature);
  }

  const server: Server = await new Promise((resolve, reject) => {
    const s = keepIdleConnections(app.listen(options.port ?? 0, host, () => resolve(s)));
    s.on("error", reject);
  });
  const port = (server.address() as AddressInfo).port;
  base = `http://${host}:${port}`;

  return {
    url: base,
    port,
    clientOptions: { host, port, protocol: "http" },
    calls,
    events,
    store,
    tax: taxApi.store,
    setTaxDown: (down) => void (taxApi.store.down = down),
    setTaxRate: (state, percentage) => {
      const first = DOUBLE_TAX_RATES[state];
      if (!first) throw new Error(`the double has no registration in ${state}`);
      taxApi.store.rates[state] = { ...first, percentage: percentage ?? first.percentage };
    },
    setCardOutcome: (match, outcome) => void outcomes.set(match, outcome),
    holdWebhooks: () => void (held ??= []),
    releaseWebhooks,
    completeCheckout,
    async openDispute(paymentIntentId) {
      const pi = store.paymentIntents.get(paymentIntentId);
      const charge = pi?.latest_charge ? store.charges.get(pi.latest_charge) : undefined;
      if (!pi || !charge) throw new Error(`no charge for ${paymentIntentId}`);
      const dispute: Dispute = {
        id: stripeId("dp"),
        object: "dispute",
        amount: charge.amount - charge.amount_refunded,
        charge: charge.id,
        currency: charge.currency,
        payment_intent: pi.id,
        reason: "fraudulent",
        status: "needs_response",
        created: unixNow(),
        livemode: false,
      };
      store.disputes.set(dispute.id, dispute);
      await emit("charge.dispute.created", dispute);
      return dispute;
    },
    async sendEvent(type, object) {
      return emit(type, object);
    },
    signEvent: (type, object) => signEvent(type, object, { id: null, idempotency_key: null }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
