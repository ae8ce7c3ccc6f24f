// One Postgres schema for every driver (PGlite embedded, node-postgres in production).
// Money is integer cents; NPX amounts are whole tokens.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const purchaseType = pgEnum("purchase_type", ["subscribe", "one_time"]);
export const orderStatus = pgEnum("order_status", [
  "pending_payment",
  "paid",
  "fulfilled",
  "cancelled",
  // Set by the card processor's word only: the whole amount went back, or the buyer's bank disputes it.
  "refunded",
  "disputed",
]);
export const rewardStatus = pgEnum("reward_status", ["pending", "earned", "void", "distributed"]);
export const applicationStatus = pgEnum("application_status", ["pending", "approved", "rejected"]);
export const paymentStatus = pgEnum("payment_status", [
  "confirmed",
  "underpaid",
  "wrong_mint",
  "wrong_recipient",
  "invalid",
  "duplicate_refund",
]);

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** The catalog: prices live here and only here. */
export const products = pgTable("products", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  subtitle: text("subtitle").notNull(),
  description: text("description").notNull(),
  subscribePriceCents: integer("subscribe_price_cents").notNull(),
  oneTimePriceCents: integer("one_time_price_cents").notNull(),
  originalPriceCents: integer("original_price_cents").notNull(),
  npxReward: integer("npx_reward").notNull(),
  badge: text("badge").notNull(),
  image: text("image").notNull(),
  images: jsonb("images").$type<string[]>().notNull(),
  mushrooms: jsonb("mushrooms").$type<string[]>().notNull(),
  active: boolean("active").notNull().default(true),
});

/** A server-side cart; its id is the value of the httpOnly cart cookie. */
export const carts = pgTable(
  "carts",
  {
    id: text("id").primaryKey(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The code the shopper applied in the cart or checkout (app/discounts/cart-code.server.ts). */
    discountCode: text("discount_code"),
  },
  // Abandoned carts are purged by age.
  (t) => [index("carts_updated_idx").on(t.updatedAt)],
);

export const cartLines = pgTable(
  "cart_lines",
  {
    cartId: text("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    purchaseType: purchaseType("purchase_type").notNull(),
    quantity: integer("quantity").notNull(),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.productId, t.purchaseType] }),
    check("cart_lines_quantity_range", sql`${t.quantity} between 1 and 99`),
  ],
);

/** Feeds the human order number (NAVA-100001, NAVA-100002, …). */
export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 100001 });

export const orders = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    /** Human order number, e.g. NAVA-100042. */
    number: text("number").notNull().unique(),
    status: orderStatus("status").notNull().default("pending_payment"),
    email: text("email").notNull(),
    shipName: text("ship_name").notNull(),
    shipLine1: text("ship_line1").notNull(),
    shipLine2: text("ship_line2").notNull().default(""),
    shipCity: text("ship_city").notNull(),
    shipState: text("ship_state").notNull(),
    shipZip: text("ship_zip").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    shippingCents: integer("shipping_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    /** Sales tax in the total (app/tax); 0 when tax is off. */
    taxCents: integer("tax_cents").notNull().default(0),
    /** The Stripe Tax calculation the tax came from (taxcalc_…); null when tax was not calculated. */
    taxCalculationId: text("tax_calculation_id"),

    /** Money off the items by the order's one code (a store or creator code; app/discounts). */
    discountCents: integer("discount_cents").notNull().default(0),
    /** The code that priced the order (upper-cased), or null. */
    discountCode: text("discount_code"),
    currency: text("currency").notNull().default("USD"),
    /** The signed-in wallet at checkout, if any. */
    wallet: text("wallet"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** Long random token in the confirmation link. */
    accessToken: text("access_token").notNull().unique(),
    /** The browser (cart cookie) that placed the order. */
    buyerSessionId: text("buyer_session_id").notNull(),
    /** Solana Pay reference public key (base58), unique per order. */
    paymentReference: text("payment_reference").unique(),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("orders_status_created_idx").on(t.status, t.createdAt),
    index("orders_wallet_idx").on(t.wallet),
    // The dashboard: a period's paid orders, and whether their buyer had paid before.
    index("orders_paid_idx").on(t.paidAt),
    index("orders_email_paid_idx").on(t.email, t.paidAt),
  ],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    productName: text("product_name").notNull(),
    purchaseType: purchaseType("purchase_type").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    lineTotalCents: integer("line_total_cents").notNull(),
    /** NPX this line earns (npxReward per bag times quantity). */
    npxReward: integer("npx_reward").notNull(),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId)],
);

export const rewardDistributions = pgTable(
  "reward_distributions",
  {
    id: serial("id").primaryKey(),
    /** The transfer's signature: given by the operator for a transfer sent elsewhere, or set when the store's own transfer is confirmed. */
    txSignature: text("tx_signature"),
    totalNpx: bigint("total_npx", { mode: "number" }).notNull(),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    /** The wallet a claim pays (null: a batch recorded by the operator for several wallets). */
    wallet: text("wallet"),
    /** The store's own on-chain transfer that pays it (app/chain); null for a transfer sent elsewhere. */
    chainTransferId: integer("chain_transfer_id").references(() => chainTransfers.id),
  },
  // One on-chain transfer is recorded once, however many operators post it at the same time.
  (t) => [
    uniqueIndex("reward_distributions_tx_signature_idx").on(t.txSignature),
    uniqueIndex("reward_distributions_chain_transfer_idx").on(t.chainTransferId),
    index("reward_distributions_wallet_idx").on(t.wallet, t.createdAt),
    index("reward_distributions_created_idx").on(t.createdAt),
  ],
);

export const rewardEntries = pgTable(
  "reward_entries",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** Null while a guest order's NPX waits on the order for its buyer to sign in and collect it. */
    wallet: text("wallet"),
    amountNpx: integer("amount_npx").notNull(),
    status: rewardStatus("status").notNull().default("pending"),
    distributionId: integer("distribution_id").references(() => rewardDistributions.id),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reward_entries_wallet_idx").on(t.wallet),
    index("reward_entries_order_idx").on(t.orderId),
    // What is owed now (claimable, on guest orders, owed back): the few entries not yet sent.
    index("reward_entries_due_idx")
      .on(t.wallet)
      .where(sql`status = 'earned' and distribution_id is null`),
  ],
);

/** Sign-In With Solana nonces: random, single-use, short-lived. */
export const authNonces = pgTable(
  "auth_nonces",
  {
    nonce: text("nonce").primaryKey(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("auth_nonces_expires_idx").on(t.expiresAt)],
);

/** A signed-in wallet; the cookie carries the id (random), never the wallet alone. */
export const walletSessions = pgTable(
  "wallet_sessions",
  {
    id: text("id").primaryKey(),
    wallet: text("wallet").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** The last request seen with this session; older than the idle timeout ends it. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("wallet_sessions_wallet_idx").on(t.wallet), index("wallet_sessions_expires_idx").on(t.expiresAt)],
);

export const creatorApplications = pgTable(
  "creator_applications",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** Lower-cased; one application per email. */
    email: text("email").notNull(),
    platform: text("platform").notNull(),
    handle: text("handle").notNull(),
    followers: integer("followers").notNull(),
    links: jsonb("links").$type<string[]>().notNull(),
    why: text("why").notNull(),
    solanaAddress: text("solana_address"),
    consent: boolean("consent").notNull(),
    status: applicationStatus("status").notNull().default("pending"),
    reviewNote: text("review_note"),
    reviewedBy: text("reviewed_by"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("creator_applications_email_idx").on(t.email)],
);

export const auditLog = pgTable("audit_log", {
  id: serial("id").primaryKey(),
  actor: text("actor").notNull(),
  action: text("action").notNull(),
  target: text("target").notNull(),
  detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});

/** On-chain transfers seen for an order's reference, valid or not. */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    signature: text("signature").notNull().unique(),
    reference: text("reference").notNull(),
    payer: text("payer"),
    /** The token account the transfer was paid from (a return goes back to it, never to a new one). */
    sourceAccount: text("source_account"),
    recipient: text("recipient"),
    mint: text("mint"),
    /** USDC base units (6 decimals). */
    amount: bigint("amount", { mode: "number" }),
    status: paymentStatus("status").notNull(),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [index("payments_order_idx").on(t.orderId)],
);

// Scheduled work: one durable queue on the database (app/jobs).
export const jobStatus = pgEnum("job_status", ["pending", "running", "done", "failed"]);

/** A unit of scheduled work. A (name, key) pair is run at most once ever; a null key never clashes. */
export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    key: text("key"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    status: jobStatus("status").notNull().default("pending"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    lastError: text("last_error"),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("jobs_name_key_idx").on(t.name, t.key), index("jobs_due_idx").on(t.status, t.runAt)],
);

// Email (app/email): every message is written here first; a job delivers it.
export const emailStatus = pgEnum("email_status", ["queued", "sent", "kept", "failed"]);

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    /** One message per key ever (e.g. "reminder:<subscription>:<period>"). */
    key: text("key").unique(),
    kind: text("kind").notNull(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    status: emailStatus("status").notNull().default("queued"),
    messageId: text("message_id"),
    error: text("error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("email_outbox_created_idx").on(t.createdAt)],
);

// Cards (app/payments/card): Stripe Checkout for orders, off-session charges for renewals, refunds.
/** A hosted Checkout page opened for an order; reused while it is open. */
export const cardCheckouts = pgTable(
  "card_checkouts",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The Idempotency-Key the session was created with: one session per key. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    sessionId: text("session_id").notNull().unique(),
    url: text("url").notNull(),
    amountCents: integer("amount_cents").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when Stripe says the session expired. */
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("card_checkouts_order_idx").on(t.orderId)],
);

export const cardPaymentStatus = pgEnum("card_payment_status", ["paid", "refused", "duplicate_refund", "failed"]);

/** Every Stripe PaymentIntent seen for an order, once: the first word on it decides. */
export const cardPayments = pgTable(
  "card_payments",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    paymentIntentId: text("payment_intent_id").notNull().unique(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    status: cardPaymentStatus("status").notNull(),
    reason: text("reason"),
    /** What Stripe says has gone back so far (the charge's amount_refunded). */
    refundedCents: integer("refunded_cents").notNull().default(0),
    disputedAt: timestamp("disputed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("card_payments_order_idx").on(t.orderId)],
);

/** Refunds the operator asked Stripe for; the order moves when Stripe's charge.refunded arrives. */
export const cardRefunds = pgTable(
  "card_refunds",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    paymentIntentId: text("payment_intent_id").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    stripeRefundId: text("stripe_refund_id").unique(),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    requestedBy: text("requested_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("card_refunds_order_idx").on(t.orderId)],
);

/**
 * A Stripe customer and its card on file. It belongs to one subscription: the one whose first
 * order's card checkout made it (`originOrderId`, the subscription's origin order). Renewals, ship
 * now and "update card" act only on their own subscription's customer; a typed email finds nothing.
 */
export const stripeCustomers = pgTable("stripe_customers", {
  customerId: text("customer_id").primaryKey(),
  /** The subscription's first order; null only for a customer no subscription could be shown to own. */
  originOrderId: text("origin_order_id")
    .unique()
    .references(() => orders.id),
  /** The address the customer was made with, for Stripe's receipts; never used to find a card. */
  email: text("email").notNull(),
  /** The card on file that renewals are charged to (what Stripe says of it: brand, last 4). */
  paymentMethodId: text("payment_method_id"),
  cardBrand: text("card_brand"),
  cardLast4: text("card_last4"),
  cardSavedAt: timestamp("card_saved_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** Every verified webhook event, by Stripe's id: an event is applied once, whatever is replayed. */
export const stripeEvents = pgTable(
  "stripe_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    objectId: text("object_id"),
    orderId: text("order_id"),
    /** applied, already_applied, refused, ignored */
    outcome: text("outcome").notNull(),
    reason: text("reason"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /** When Stripe created the event. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stripe_events_order_idx").on(t.orderId)],
);

// Subscriptions (app/subscriptions): a paid subscribe line renews into a new order every period.
export const subscriptionStatus = pgEnum("subscription_status", ["active", "paused", "cancelled"]);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    /** The paid order whose subscribe line started it. */
    originOrderId: text("origin_order_id")
      .notNull()
      .unique()
      .references(() => orders.id),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    productName: text("product_name").notNull(),
    quantity: integer("quantity").notNull(),
    /** Locked when the subscription starts: later catalog changes do not move it. */
    unitPriceCents: integer("unit_price_cents").notNull(),
    npxRewardPerBag: integer("npx_reward_per_bag").notNull(),
    frequencyWeeks: integer("frequency_weeks").notNull().default(4),
    status: subscriptionStatus("status").notNull().default("active"),
    /** The calendar day (store time zone) of the next renewal. */
    nextRenewalOn: date("next_renewal_on", { mode: "string" }).notNull(),
    /** The number the next renewal will carry; the first order is period 0. */
    nextPeriod: integer("next_period").notNull().default(1),
    /** A pause for some periods ends on this day; null while paused means until resumed. */
    resumeOn: date("resume_on", { mode: "string" }),
    /** Renewals cancelled unpaid in a row; two pause the subscription. */
    missedInARow: integer("missed_in_a_row").notNull().default(0),
    email: text("email").notNull(),
    shipName: text("ship_name").notNull(),
    shipLine1: text("ship_line1").notNull(),
    shipLine2: text("ship_line2").notNull().default(""),
    shipCity: text("ship_city").notNull(),
    shipState: text("ship_state").notNull(),
    shipZip: text("ship_zip").notNull(),
    wallet: text("wallet"),
    /** Long random token of the private manage link. */
    manageToken: text("manage_token").notNull().unique(),
    cancelReason: text("cancel_reason"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /**
     * When its first order was placed (the order's created_at): the month of the dashboard's cohort.
     * Set by the database as the row is written (trigger subscriptions_first_order_at), so every
     * writer gets it; read without joining the orders.
     */
    firstOrderAt: timestamp("first_order_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("subscriptions_status_next_idx").on(t.status, t.nextRenewalOn),
    index("subscriptions_wallet_idx").on(t.wallet),
    index("subscriptions_email_idx").on(t.email),
    check("subscriptions_quantity_range", sql`${t.quantity} between 1 and 10`),
    check("subscriptions_frequency", sql`${t.frequencyWeeks} in (2, 4, 6, 8)`),
  ],
);

/** What happened to a subscription, by whom: the subscriber, the operator or the store. */
export const subscriptionEvents = pgTable(
  "subscription_events",
  {
    id: serial("id").primaryKey(),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("subscription_events_sub_idx").on(t.subscriptionId, t.createdAt)],
);

/** One order per subscription period, ever: the unique key makes a second renewal a no-op. */
export const subscriptionRenewals = pgTable(
  "subscription_renewals",
  {
    id: serial("id").primaryKey(),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    period: integer("period").notNull(),
    orderId: text("order_id")
      .notNull()
      .unique()
      .references(() => orders.id),
    /** The day it was due (or the day of a ship-now). */
    renewalOn: date("renewal_on", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("subscription_renewals_period_idx").on(t.subscriptionId, t.period),
    index("subscription_renewals_on_idx").on(t.renewalOn),
  ],
);

/** Emailed one-time links (24 h, single use) and the browser sessions they open. Hashes only. */
export const subscriptionAccessKind = pgEnum("subscription_access_kind", ["email_link", "session"]);

export const subscriptionAccess = pgTable(
  "subscription_access",
  {
    tokenHash: text("token_hash").primaryKey(),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    kind: subscriptionAccessKind("kind").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("subscription_access_sub_idx").on(t.subscriptionId)],
);

// Security (app/security): request counters shared by every app process.
/** rate-limiter-flexible's Drizzle store: one row per limit and client, points used until expire. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull().default(0),
    expire: timestamp("expire", { withTimezone: true }),
  },
  (t) => [index("rate_limits_expire_idx").on(t.expire)],
);

/**
 * The secret `rate_limits` keys are hashed with (HMAC-SHA256; app/security/rate-limit.server.ts):
 * one row (id 1), 256 random bits drawn by the first process that counts a request. A dump of
 * `rate_limits` alone names no address or email.
 */
export const rateLimitSecrets = pgTable("rate_limit_secrets", {
  id: integer("id").primaryKey(),
  secret: text("secret").notNull(),
  createdAt: createdAt(),
});

// Payments (app/payments): the orders the background check reads, and when it reads them next.
/** An order whose buyer opened its payment (or asked for a check) recently. */
export const paymentWatches = pgTable(
  "payment_watches",
  {
    orderId: text("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    watchUntil: timestamp("watch_until", { withTimezone: true }).notNull(),
    nextCheckAt: timestamp("next_check_at", { withTimezone: true }).notNull(),
    /** Checks since the buyer last asked; the spacing between checks grows with it. */
    checks: integer("checks").notNull().default(0),
    /** The newest signature naming the reference below which every transaction was read. */
    readThrough: text("read_through"),
  },
  (t) => [index("payment_watches_due_idx").on(t.nextCheckAt)],
);

// On-chain transfers and reward claims (app/chain, app/rewards).
export const chainTransferStatus = pgEnum("chain_transfer_status", ["open", "sent", "confirmed", "failed"]);
/**
 * One SPL token transfer the store pays, recorded before anything is signed (app/chain/sender.server.ts).
 * open: nothing signed, or the last signature is known dead; sent: `signature` recorded before it was
 * sent and may land; confirmed: it landed; failed: it was refused before landing and will not be retried.
 */
export const chainTransfers = pgTable(
  "chain_transfers",
  {
    id: serial("id").primaryKey(),
    /** The caller's idempotency key (e.g. reward-claim:12): one transfer per key, ever. */
    key: text("key").notNull().unique(),
    /** What pays for it: reward_claim, creator_payout… (settlement listeners are chosen by it). */
    purpose: text("purpose").notNull(),
    mint: text("mint").notNull(),
    /** The owner of the token account paid from (also the fee payer). */
    source: text("source").notNull(),
    /** The wallet paid; its associated token account receives (created, at the source's cost, if missing). */
    recipient: text("recipient").notNull(),
    /** Set: the token account paid into instead. It must exist; the sender never creates it. */
    destination: text("destination"),
    /** Base units (tokens times 10^decimals). */
    amount: bigint("amount", { mode: "bigint" }).notNull(),
    decimals: integer("decimals").notNull(),
    status: chainTransferStatus("status").notNull().default("open"),
    /** The signed transaction's signature, recorded before it is sent. */
    signature: text("signature").unique(),
    /** The signed transaction (base64), resent as is while its blockhash lives. */
    signedTransaction: text("signed_transaction"),
    lastValidBlockHeight: bigint("last_valid_block_height", { mode: "number" }),
    /** Signatures that can no longer land (their blockhash expired unseen), oldest first. */
    expiredSignatures: jsonb("expired_signatures").$type<string[]>().notNull().default([]),
    error: text("error"),
    /** A process working on the transfer holds it until then; another waits. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [index("chain_transfers_status_idx").on(t.status)],
);

/** The operator's limits on claims: one row (id 1). */
export const rewardSettings = pgTable(
  "reward_settings",
  {
    id: integer("id").primaryKey().default(1),
    minClaimNpx: integer("min_claim_npx").notNull().default(1000),
    dailyCapNpx: integer("daily_cap_npx").notNull().default(1000000),
    claimsPaused: boolean("claims_paused").notNull().default(false),
    /** When the operator was last told the pool cannot cover what is owed (one email a day at most). */
    poolShortAlertedAt: timestamp("pool_short_alerted_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by"),
  },
  (t) => [check("reward_settings_one_row", sql`${t.id} = 1`)],
);

// Shipping (app/shipping): an order's parcel, recorded when the operator marks it shipped.
/** One shipment per order: the carrier, its tracking number and link, shipped and delivered. */
export const shipments = pgTable("shipments", {
  orderId: text("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  /** usps | ups | fedex | dhl | other (app/shipping/carriers.ts). */
  carrier: text("carrier").notNull(),
  trackingNumber: text("tracking_number").notNull(),
  trackingUrl: text("tracking_url").notNull(),
  /** Who marked it shipped (an operator's wallet). */
  shippedBy: text("shipped_by").notNull(),
  shippedAt: timestamp("shipped_at", { withTimezone: true }).notNull().defaultNow(),
  deliveredAt: timestamp("delivered_at", { withTimezone: true }),
});

// "Find my orders" (app/flows/find-orders.server.ts): emailed links, as hashes, to a shopper's orders.
export const orderLookups = pgTable(
  "order_lookups",
  {
    tokenHash: text("token_hash").primaryKey(),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("order_lookups_expires_idx").on(t.expiresAt)],
);

// Creators (app/creators): approved applicants' codes and links, the orders they bring, their
// commission and their payouts. Settings (refund window, renewal months, payout minimum) are in env.
export const creatorCommissionStatus = pgEnum("creator_commission_status", [
  "pending",
  "approved",
  "paid",
  "void",
  // Voided after it was paid: taken back from the creator's next payout, then "recovered".
  "owed_back",
  "recovered",
]);
export const creatorPayoutMethod = pgEnum("creator_payout_method", ["usdc", "outside"]);
export const creatorPayoutStatus = pgEnum("creator_payout_status", ["due", "paid"]);

/** An approved application's creator: one code (upper-cased, unique), a rate and a shopper discount. */
export const creators = pgTable(
  "creators",
  {
    id: serial("id").primaryKey(),
    applicationId: integer("application_id")
      .notNull()
      .unique()
      .references(() => creatorApplications.id),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** The wallet given at approval: it signs in to /creator and receives USDC payouts. */
    wallet: text("wallet"),
    code: text("code").notNull(),
    active: boolean("active").notNull().default(true),
    /** Commission in basis points of the paid total before shipping (1500 = 15%). */
    commissionBps: integer("commission_bps").notNull().default(1500),
    /** The shopper's discount on a first order with this creator's link or code (1000 = 10%). */
    discountBps: integer("discount_bps").notNull().default(1000),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("creators_code_idx").on(t.code),
    index("creators_wallet_idx").on(t.wallet),
    index("creators_email_idx").on(t.email),
    check("creators_commission_range", sql`${t.commissionBps} between 0 and 2500`),
    check("creators_discount_range", sql`${t.discountBps} between 0 and 5000`),
  ],
);

/** Clicks on a creator's link, counted per day: nothing about the visitor is kept. */
export const creatorClickDays = pgTable(
  "creator_click_days",
  {
    creatorId: integer("creator_id")
      .notNull()
      .references(() => creators.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    clicks: integer("clicks").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.creatorId, t.day] })],
);

/** A payout of a creator's approved commission: in USDC on Solana or outside the store. */
export const creatorPayouts = pgTable(
  "creator_payouts",
  {
    id: serial("id").primaryKey(),
    creatorId: integer("creator_id")
      .notNull()
      .references(() => creators.id),
    /** "2026-12" for the monthly run; one payout per creator and period. */
    period: text("period").notNull(),
    amountCents: integer("amount_cents").notNull(),
    method: creatorPayoutMethod("method").notNull(),
    status: creatorPayoutStatus("status").notNull().default("due"),
    /** Outside the store: the bank or PayPal reference the operator entered. */
    reference: text("reference"),
    /** On chain: the transfer's signature. */
    txSignature: text("tx_signature"),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("creator_payouts_period_idx").on(t.creatorId, t.period),
    check("creator_payouts_amount_positive", sql`${t.amountCents} > 0`),
  ],
);

/** One entry per attributed order (its first order or a renewal within the renewal months). */
export const creatorCommissions = pgTable(
  "creator_commissions",
  {
    id: serial("id").primaryKey(),
    creatorId: integer("creator_id")
      .notNull()
      .references(() => creators.id),
    orderId: text("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** link, code or renewal */
    source: text("source").notNull(),
    code: text("code").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    /** The order's paid total before shipping and tax. */
    baseCents: integer("base_cents").notNull(),
    rateBps: integer("rate_bps").notNull(),
    amountCents: integer("amount_cents").notNull(),
    status: creatorCommissionStatus("status").notNull().default("pending"),
    /** When the order was paid: approval comes after the refund window from here. */
    paidAt: timestamp("paid_at", { withTimezone: true }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    payoutId: integer("payout_id").references(() => creatorPayouts.id),
    recoveredInPayoutId: integer("recovered_in_payout_id").references(() => creatorPayouts.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("creator_commissions_creator_idx").on(t.creatorId, t.status),
    index("creator_commissions_paid_idx").on(t.paidAt),
  ],
);

/** Emailed one-time sign-in links to /creator (24 h, single use) and the sessions they open. Hashes only. */
export const creatorAccess = pgTable(
  "creator_access",
  {
    tokenHash: text("token_hash").primaryKey(),
    creatorId: integer("creator_id")
      .notNull()
      .references(() => creators.id, { onDelete: "cascade" }),
    kind: subscriptionAccessKind("kind").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("creator_access_creator_idx").on(t.creatorId)],
);

// Reviews (app/reviews): what buyers say, moderated before it is shown.
export const reviewStatus = pgEnum("review_status", ["pending", "approved", "rejected"]);

/** A review: from an order (through its private link) or from an import of the brand's past reviews. */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    /** The order it came from; one review per order. Null for an imported review. */
    orderId: text("order_id").references(() => orders.id, { onDelete: "cascade" }),
    /** Where an imported review came from ("judge.me", "yotpo", "sample"); null for an order's. */
    importSource: text("import_source"),
    /** The source's own id (or a fingerprint of the row): a second import of it is refused. */
    importKey: text("import_key"),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    displayName: text("display_name").notNull(),
    /** Kept for the operator only; never shown publicly. */
    email: text("email"),
    /** An order's review: its order is paid (cleared when refunded or cancelled). An import: as its source says. */
    verified: boolean("verified").notNull().default(false),
    status: reviewStatus("status").notNull().default("pending"),
    rejectReason: text("reject_reason"),
    /** The brand's public reply. */
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    featured: boolean("featured").notNull().default(false),
    /** What the moderation queue should look at: "link", "spam". */
    flags: jsonb("flags").$type<string[]>().notNull().default([]),
    /** NPX credited for this review (once, when first approved), if any. */
    rewardNpx: integer("reward_npx"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("reviews_order_idx").on(t.orderId),
    uniqueIndex("reviews_import_idx").on(t.importSource, t.importKey),
    index("reviews_product_status_idx").on(t.productId, t.status, t.createdAt),
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

/** The private link an order's buyer reviews it with (emailed, and on the paid order's page). */
export const reviewLinks = pgTable("review_links", {
  orderId: text("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  createdAt: createdAt(),
});

// The funnel (app/analytics, docs/analytics.md): counts per store day, no visitor's data.

/**
 * One count per store day, step and (for page views) route pattern. Each process adds its counts
 * in memory to these rows every few seconds (an additive upsert), so several processes agree.
 */
export const funnelCounts = pgTable(
  "funnel_counts",
  {
    day: date("day", { mode: "string" }).notNull(),
    /** page_view, product_view, cart_started, checkout_started, order_placed, order_paid, visitor. */
    step: text("step").notNull(),
    /** The route pattern of a page view ("/ingredients/:slug"); "" for every other step. */
    route: text("route").notNull().default(""),
    count: bigint("count", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.step, t.route] })],
);

/** A store day's random salt: the same for every process, dropped when the day is over. */
export const funnelSalts = pgTable("funnel_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * The salted hashes of the day's visitors, so one visitor counts once a day across processes.
 * Neither an address nor a user agent: a hash of them with the day's salt, dropped with the salt.
 */
export const funnelVisitors = pgTable(
  "funnel_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.hash] })],
);

// Stock (app/stock, docs/stock.md, docs/decisions/0026-stock-held-at-placement.md).

/**
 * Bags for sale of a product the store counts. A product without a row is not counted (always in
 * stock). `available` is what a new order may take: the bags on hand less those held by orders.
 */
export const productStock = pgTable(
  "product_stock",
  {
    productId: text("product_id")
      .primaryKey()
      .references(() => products.id),
    available: integer("available").notNull(),
    /** At or below this many bags the operator is emailed once, and the product page says "low". */
    alertLevel: integer("alert_level").notNull().default(0),
    /** Set when the alert went out for this dip; cleared when the bags rise above the level again. */
    alertedAt: timestamp("alerted_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("product_stock_available_not_negative", sql`${t.available} >= 0`),
    check("product_stock_alert_level_not_negative", sql`${t.alertLevel} >= 0`),
  ],
);

/** The bags an order holds from placement; released (given back) once, when it is cancelled. */
export const stockHolds = pgTable(
  "stock_holds",
  {
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    quantity: integer("quantity").notNull(),
    createdAt: createdAt(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    /**
     * An unpaid order's hold ends here (decision 0030): its bags go back on sale and are taken again
     * when the payment arrives, if any are left. Null: held until paid or cancelled.
     */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** The placing client's address, hashed (sha256): what one address holds unpaid is capped. */
    clientKey: text("client_key"),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.productId] }),
    index("stock_holds_client_idx").on(t.clientKey),
    index("stock_holds_expiring_idx")
      .on(t.expiresAt)
      .where(sql`${t.releasedAt} is null and ${t.expiresAt} is not null`),
  ],
);

/** "Email me when it is back": one row per address and product; notified once per return. */
export const stockWaitlist = pgTable(
  "stock_waitlist",
  {
    id: serial("id").primaryKey(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    email: text("email").notNull(),
    createdAt: createdAt(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("stock_waitlist_product_email_idx").on(t.productId, t.email)],
);

/** A renewal not placed because its bags were not in stock; resumed when they are. */
export const stockHeldRenewals = pgTable(
  "stock_held_renewals",
  {
    subscriptionId: text("subscription_id")
      .primaryKey()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    period: integer("period").notNull(),
    heldAt: createdAt(),
  },
  (t) => [index("stock_held_renewals_product_idx").on(t.productId)],
);

// ---------------------------------------------------------------------------------------------
// Sales tax (app/tax): what the store recorded at Stripe Tax for an order.
// ---------------------------------------------------------------------------------------------

/**
 * A tax transaction (the paid order's calculation, committed) or a reversal (a refund) at Stripe.
 * `reference` is unique at Stripe too: a retried record finds the one already made.
 */
export const taxRecords = pgTable(
  "tax_records",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["transaction", "reversal"] }).notNull(),
    reference: text("reference").notNull().unique(),
    /** Stripe's tax transaction id (tax_…). */
    stripeId: text("stripe_id").notNull(),
    /** The amount it covers, tax included: the order's total for the sale, negative for a reversal. */
    amountCents: integer("amount_cents").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("tax_records_order_idx").on(t.orderId)],
);

// ---------------------------------------------------------------------------------------------
// The protocol's monthly statement (app/protocol): what the brand did with each month's revenue
// share, each transaction checked on chain before the row is written, and the brand's own dated
// statements for figures nobody can read from the chain or the ledger.
// ---------------------------------------------------------------------------------------------

/** A closed month (YYYY-MM in the store's time zone): its buyback and liquidity add, and marketing spend. */
export const protocolMonths = pgTable("protocol_months", {
  month: text("month").primaryKey(),
  /** Paid net revenue when the month was closed, in cents (the statement the share was taken from). */
  netRevenueCents: bigint("net_revenue_cents", { mode: "number" }).notNull(),
  buybackSignature: text("buyback_signature").notNull().unique(),
  buybackMint: text("buyback_mint").notNull(),
  /** Base units of buybackMint that left the brand's wallet, as decimal text (u64 does not fit a double). */
  buybackAmount: text("buyback_amount").notNull(),
  buybackDecimals: integer("buyback_decimals").notNull(),
  liquiditySignature: text("liquidity_signature").notNull().unique(),
  liquidityMint: text("liquidity_mint").notNull(),
  liquidityAmount: text("liquidity_amount").notNull(),
  liquidityDecimals: integer("liquidity_decimals").notNull(),
  marketingCents: bigint("marketing_cents", { mode: "number" }).notNull(),
  marketingNote: text("marketing_note").notNull(),
  closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
  closedBy: text("closed_by").notNull(),
});

/** The brand's dated statement of a figure nobody can check (holders, volume…): shown as such. */
export const protocolStatements = pgTable("protocol_statements", {
  /** market_cap, holders, volume_24h, change_24h, price. */
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  /** The day the brand states it for (YYYY-MM-DD). */
  asOf: date("as_of", { mode: "string" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").notNull(),
});

// ---------------------------------------------------------------------------------------------
// Subscription cancel flow (app/subscriptions/cancel-flow.server.ts): why subscribers cancel, what
// kept them, and the operator's one-time save discount.
// ---------------------------------------------------------------------------------------------

/** One row per end of the cancel flow: the reason given (if any) and what the subscriber chose. */
export const subscriptionCancelAnswers = pgTable(
  "subscription_cancel_answers",
  {
    id: serial("id").primaryKey(),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    /** too_much, too_expensive, didnt_like, other; null when skipped. */
    reason: text("reason"),
    note: text("note").notNull().default(""),
    /** cancelled, or the save taken: skip, pause, frequency, discount. */
    outcome: text("outcome").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("subscription_cancel_answers_created_idx").on(t.createdAt)],
);

/** The operator's save offer: on or off, and its percentage off the next renewal. One row (id 1). */
export const cancelSaveSettings = pgTable(
  "cancel_save_settings",
  {
    id: integer("id").primaryKey(),
    discountOn: boolean("discount_on").notNull().default(false),
    discountPercent: integer("discount_percent").notNull().default(20),
    /**
     * How often one subscription may take the save: null, once in its life; N, once in any N months
     * (counted from the last take, whatever renewals it has had since).
     */
    discountEveryMonths: integer("discount_every_months"),
    updatedBy: text("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  (t) => [
    check(
      "cancel_save_settings_every",
      sql`${t.discountEveryMonths} is null or ${t.discountEveryMonths} between 1 and 36`,
    ),
  ],
);

/**
 * A discount on a subscription's renewals (app/subscriptions/save-discount.server.ts): the cancel
 * flow's save (no code, one renewal) or a store code for renewals (its code, N renewals). Each
 * renewal placed takes one; orderId is the last renewal it discounted.
 */
export const subscriptionSaveDiscounts = pgTable(
  "subscription_save_discounts",
  {
    id: serial("id").primaryKey(),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    /** percent (value in basis points) or amount (value in cents), as discount_codes. */
    kind: text("kind").notNull().default("percent"),
    value: integer("value").notNull(),
    /** The store code that set it; null for the cancel flow's save. */
    code: text("code"),
    renewalsLeft: integer("renewals_left").notNull().default(1),
    orderId: text("order_id").references(() => orders.id),
    appliedAt: timestamp("applied_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  // At most one discount waiting per subscription (one discount per order).
  (t) => [
    uniqueIndex("subscription_save_discounts_waiting_idx")
      .on(t.subscriptionId)
      .where(sql`${t.renewalsLeft} > 0`),
    check("subscription_save_discounts_kind", sql`${t.kind} in ('percent', 'amount')`),
    check("subscription_save_discounts_left", sql`${t.renewalsLeft} >= 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Discounts (app/discounts): the store's own codes. Creator codes stay in `creators`; both price
// an order through app/flows/resolve-discount.server.ts, which writes orders.discount_cents/code.
// ---------------------------------------------------------------------------------------------

export const discountCodes = pgTable(
  "discount_codes",
  {
    id: serial("id").primaryKey(),
    /** Upper-cased, unique among store codes (and checked against creator codes when made). */
    code: text("code").notNull(),
    /** percent (value in basis points), amount (value in cents) or free_shipping (value 0). */
    kind: text("kind").notNull(),
    value: integer("value").notNull().default(0),
    /**
     * one_time, first_subscription (an order with a subscription), any, renewals (a subscription's
     * next renewal_count renewals, not its first order) or subscription (its first order and those).
     */
    appliesTo: text("applies_to").notNull().default("any"),
    /** How many renewals a renewals/subscription code discounts; null for the others. */
    renewalCount: integer("renewal_count"),
    minSubtotalCents: integer("min_subtotal_cents").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    /** null: no limit. */
    maxUses: integer("max_uses"),
    uses: integer("uses").notNull().default(0),
    oncePerCustomer: boolean("once_per_customer").notNull().default(false),
    firstOrderOnly: boolean("first_order_only").notNull().default(false),
    active: boolean("active").notNull().default(true),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("discount_codes_code_idx").on(t.code),
    check("discount_codes_kind", sql`${t.kind} in ('percent', 'amount', 'free_shipping')`),
    check(
      "discount_codes_applies_to",
      sql`${t.appliesTo} in ('one_time', 'first_subscription', 'any', 'renewals', 'subscription')`,
    ),
    check(
      "discount_codes_renewal_count",
      sql`(${t.appliesTo} in ('renewals', 'subscription')) = (${t.renewalCount} is not null and ${t.renewalCount} between 1 and 24)`,
    ),
    check(
      "discount_codes_value_range",
      sql`(${t.kind} = 'percent' and ${t.value} between 1 and 10000) or (${t.kind} = 'amount' and ${t.value} > 0) or (${t.kind} = 'free_shipping' and ${t.value} = 0)`,
    ),
    check("discount_codes_uses_range", sql`${t.maxUses} is null or ${t.uses} <= ${t.maxUses}`),
  ],
);

// ─── Refund requests (app/refunds) ─────────────────────────────────────────────────────────────
export const refundRequestStatus = pgEnum("refund_request_status", ["open", "waiting_funds", "approved", "declined"]);

/** A shopper's request for their money back under the guarantee; one open request per order. */
export const refundRequests = pgTable(
  "refund_requests",
  {
    id: serial("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The order's lines asked for, with how many bags of each; all of them for a whole order. */
    lines: jsonb("lines").$type<{ lineId: number; quantity: number }[]>().notNull(),
    wholeOrder: boolean("whole_order").notNull(),
    /** What the asked-for bags cost (shipping not included), in cents. */
    askedCents: integer("asked_cents").notNull(),
    reason: text("reason").notNull(),
    note: text("note").notNull().default(""),
    status: refundRequestStatus("status").notNull().default("open"),
    /** What the operator approved, in cents. */
    approvedCents: integer("approved_cents"),
    /** Why the operator declined, as the shopper reads it. */
    declineReason: text("decline_reason"),
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("refund_requests_order_idx").on(t.orderId),
    uniqueIndex("refund_requests_one_open_idx")
      .on(t.orderId)
      .where(sql`${t.status} in ('open', 'waiting_funds')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Delivery tracking (app/shipping/tracking.server.ts): a shipment's tracker at the tracking
// provider (EasyPost), and the carrier's last word on it. Off until EASYPOST_API_KEY is set.
export const shipmentTrackers = pgTable("shipment_trackers", {
  orderId: text("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  /** The provider's tracker id (EasyPost: trk_…). */
  trackerId: text("tracker_id").notNull().unique(),
  /** The provider's status: pre_transit, in_transit, out_for_delivery, delivered, … */
  status: text("status").notNull(),
  /** The carrier's expected delivery, when it gives one. */
  estDeliveryAt: timestamp("est_delivery_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// ─── Payment returns (app/refunds/returns.server.ts) ───────────────────────────────────────────
/**
 * A USDC transfer the store received but does not keep (after the order's deadline, a second
 * payment, a wrong amount): it goes back to the wallet that sent it through the chain sender.
 * `transferId` is null while the refund account is not set up or holds too little.
 */
export const paymentReturns = pgTable(
  "payment_returns",
  {
    id: serial("id").primaryKey(),
    paymentId: integer("payment_id")
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: "cascade" }),
    orderId: text("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** late (order cancelled), double (order paid already), overpaid, underpaid, unmatched (no memo). */
    why: text("why").notNull(),
    payer: text("payer").notNull(),
    /** USDC base units, as received. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    /** The token account the payment came from: the only place it goes back to. */
    sourceAccount: text("source_account"),
    /**
     * Why it is not sent by itself: kept (less than sending costs; final), review (above the
     * operator's threshold), limit (too many returns for the payer or the order), no_account (the
     * token account it came from is closed). Null: it goes back as soon as the account allows.
     */
    hold: text("hold"),
    /** The operator who let a held return go (or kept it), and when. */
    decidedBy: text("decided_by"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    transferId: integer("transfer_id").references(() => chainTransfers.id),
    createdAt: createdAt(),
  },
  (t) => [
    index("payment_returns_order_idx").on(t.orderId),
    index("payment_returns_payer_idx").on(t.payer, t.createdAt),
    check("payment_returns_why", sql`${t.why} in ('late', 'double', 'overpaid', 'underpaid', 'unmatched')`),
    check("payment_returns_hold", sql`${t.hold} in ('kept', 'review', 'limit', 'no_account')`),
  ],
);

/**
 * The refund account's shortage (one row): set when a send finds too little SOL or USDC, cleared
 * when one finds enough. The operator is told when it is set, so once per shortage.
 */
export const refundAccountState = pgTable(
  "refund_account_state",
  {
    id: integer("id").primaryKey().default(1),
    /** sol, usdc or both; null while the account covers what waits. */
    short: text("short"),
    shortSince: timestamp("short_since", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("refund_account_state_one_row", sql`${t.id} = 1`)],
);

// ─── Holders (app/holders): NPX spent at checkout and perks by holding ─────────────────────────
/** The operator's rate and cap for spending NPX, and whether it is on (one row). */
export const holderSettings = pgTable(
  "holder_settings",
  {
    id: integer("id").primaryKey().default(1),
    spendEnabled: boolean("spend_enabled").notNull().default(false),
    /** NPX that make one dollar off (10,000 = $1). */
    npxPerDollar: integer("npx_per_dollar").notNull().default(10000),
    /** At most this share of the subtotal paid in NPX, in basis points (5000 = 50%). */
    maxSpendBps: integer("max_spend_bps").notNull().default(5000),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by"),
  },
  (t) => [
    check("holder_settings_one_row", sql`${t.id} = 1`),
    check("holder_settings_rate", sql`${t.npxPerDollar} between 1 and 1000000000`),
    check("holder_settings_cap", sql`${t.maxSpendBps} between 0 and 9000`),
  ],
);

export const holderPerkKind = pgEnum("holder_perk_kind", ["free_shipping", "percent_off"]);

/** A perk for wallets holding at least `minHoldingNpx` (on chain plus claimable). */
export const holderPerks = pgTable(
  "holder_perks",
  {
    id: serial("id").primaryKey(),
    minHoldingNpx: bigint("min_holding_npx", { mode: "number" }).notNull(),
    kind: holderPerkKind("kind").notNull(),
    /** Percent off in basis points (500 = 5%); 0 for free shipping. */
    valueBps: integer("value_bps").notNull().default(0),
    active: boolean("active").notNull().default(true),
    createdBy: text("created_by").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check("holder_perks_min", sql`${t.minHoldingNpx} > 0`),
    check(
      "holder_perks_value",
      sql`(${t.kind} = 'percent_off' and ${t.valueBps} between 1 and 5000) or (${t.kind} = 'free_shipping' and ${t.valueBps} = 0)`,
    ),
  ],
);

export const npxSpendStatus = pgEnum("npx_spend_status", ["held", "returned"]);

/**
 * What an order took from its holder: the NPX spent (a negative ledger entry, `entryId`) and the
 * perk it was priced with. Held with the order; returned (a `returnEntryId` or the entry made void)
 * when the order is cancelled, expires or is refunded.
 */
export const orderHolderDiscounts = pgTable(
  "order_holder_discounts",
  {
    orderId: text("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    wallet: text("wallet").notNull(),
    npxSpent: integer("npx_spent").notNull().default(0),
    npxDiscountCents: integer("npx_discount_cents").notNull().default(0),
    perkDiscountCents: integer("perk_discount_cents").notNull().default(0),
    /** The percent-off perk it got, in basis points (0: none). */
    perkBps: integer("perk_bps").notNull().default(0),
    perkFreeShipping: boolean("perk_free_shipping").notNull().default(false),
    /** The holding the perk was priced on (on chain plus claimable), for the operator. */
    holdingNpx: bigint("holding_npx", { mode: "number" }).notNull().default(0),
    entryId: integer("entry_id").references(() => rewardEntries.id),
    returnEntryId: integer("return_entry_id").references(() => rewardEntries.id),
    status: npxSpendStatus("status").notNull().default("held"),
    createdAt: createdAt(),
    returnedAt: timestamp("returned_at", { withTimezone: true }),
  },
  (t) => [index("order_holder_discounts_wallet_idx").on(t.wallet)],
);

// Brand statements (app/brand): the operator's dated figures for what the store cannot count
// (customers on every channel, videos creators shared…), shown on the pages as the brand's own.
// ---------------------------------------------------------------------------------------------

export const brandStatements = pgTable("brand_statements", {
  /** One of BRAND_STATEMENT_KEYS (app/content/brand-statement-keys.ts). */
  key: text("key").primaryKey(),
  /** As the pages show it, e.g. "88,000+". */
  value: text("value").notNull(),
  /** The day the brand states it for (YYYY-MM-DD). */
  asOf: date("as_of", { mode: "string" }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by").notNull(),
});

// ─── The money record (app/money): one account of every movement of money and value ────────────
/**
 * One movement, written once in the transaction that causes it, dated when it happened, never
 * edited (a correction is a new entry). `key` makes a retried transaction write it once. Signed
 * cents: what the store's sales or cash gain is positive, what they lose negative (app/db/money-kinds.ts).
 */
export const moneyEntries = pgTable(
  "money_entries",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull().unique(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** The order it belongs to, where there is one (no foreign key: the record outlives a purge). */
    orderId: text("order_id"),
    /** One of MONEY_KINDS (app/db/money-kinds.ts). */
    kind: text("kind").notNull(),
    /** card, usdc, store (recorded by the operator), outside (refunded by other means); null for a sale's parts. */
    method: text("method"),
    amountCents: integer("amount_cents").notNull(),
    /** Bags a sale line, a return or a refund covers, where it applies. */
    bags: integer("bags"),
    /** A Stripe id, a transaction signature, a code, a payout's reference. */
    reference: text("reference"),
    note: text("note"),
    /** The creator a commission entry is for. */
    creatorId: integer("creator_id"),
    /**
     * A commission reversed: the status it came off (pending: earned, in its refund window;
     * approved: ready for a payout; paid: paid out, so now owed back). Null for other kinds.
     */
    statusFrom: text("status_from"),
    actor: text("actor").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("money_entries_order_idx").on(t.orderId),
    index("money_entries_at_idx").on(t.at),
    index("money_entries_creator_idx").on(t.creatorId, t.at),
    // Creators' earnings (app/creators/earnings.server.ts): the commission entries alone, read
    // from the index; and whether an order's commission was reversed.
    index("money_entries_commission_idx")
      .on(t.kind, t.at, t.creatorId, t.statusFrom, t.amountCents)
      .where(sql`${t.creatorId} is not null`),
    index("money_entries_reversed_idx")
      .on(t.orderId)
      .where(sql`${t.kind} = 'commission_reversed'`),
  ],
);

/**
 * Each hour's sum per kind and method, kept as entries are written (same transaction): the
 * dashboard adds up hours into the store's days in any whole-hour time zone (app/money/sums.server.ts).
 */
export const moneySums = pgTable(
  "money_sums",
  {
    hour: timestamp("hour", { withTimezone: true }).notNull(),
    kind: text("kind").notNull(),
    /** '' when the entries have no method. */
    method: text("method").notNull().default(""),
    cents: bigint("cents", { mode: "number" }).notNull(),
    entries: integer("entries").notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.kind, t.method] })],
);

// ─── When each customer first paid (the dashboard's new or returning customers) ────────────────
/**
 * The earliest `paid_at` of the orders that count as sales (status paid, fulfilled, refunded or
 * disputed), by the order's email and by its wallet. Kept by the database in the transaction that
 * writes the order (triggers orders_first_paid_*: an order counted lowers it; one no longer
 * counted, e.g. cancelled after it was paid, has its buyer's date read again from the orders), so
 * "an earlier paid order shares the email or the wallet" is a join with these, not a search of
 * the orders. Read by app/dashboard/sales.server.ts.
 */
export const firstPaidByEmail = pgTable("first_paid_by_email", {
  email: text("email").primaryKey(),
  firstPaidAt: timestamp("first_paid_at", { withTimezone: true }).notNull(),
});

export const firstPaidByWallet = pgTable("first_paid_by_wallet", {
  wallet: text("wallet").primaryKey(),
  firstPaidAt: timestamp("first_paid_at", { withTimezone: true }).notNull(),
});

// ─── Operator alerts (app/ops/alerts.server.ts) ──────────────────────────────────────────────
/**
 * One row per problem the store watches (a job failing, payments unchecked, an account short, an
 * old backup): open while `clearedAt` is null. The operator is emailed once when it opens
 * (`notifiedAt`), not again until it clears and opens again.
 */
export const operatorAlerts = pgTable("operator_alerts", {
  key: text("key").primaryKey(),
  since: timestamp("since", { withTimezone: true }).notNull(),
  /** When the operator was told (by this mechanism or the one that already emails); null: not yet. */
  notifiedAt: timestamp("notified_at", { withTimezone: true }),
  clearedAt: timestamp("cleared_at", { withTimezone: true }),
  /** What was last seen, in words (shown on the console). */
  detail: text("detail").notNull().default(""),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
