// The environment, checked once. Every setting the store reads is listed here.
import { z } from "zod";
import { parseNpxValueUsd } from "./npx-value";

const wallets = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((w) => w.trim())
      .filter(Boolean),
  );

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** postgres://… to run on PostgreSQL; unset runs on the embedded PGlite in PGLITE_DIR. */
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  PGLITE_DIR: z.string().default("./data"),
  /** Public origin used for canonical links, the sitemap and sign-in messages. */
  SITE_URL: z.string().url().optional(),
  SOLANA_RPC_URL: z.string().url().default("https://api.mainnet-beta.solana.com"),
  SOLANA_CLUSTER: z.enum(["mainnet-beta", "devnet", "testnet", "localnet"]).default("mainnet-beta"),
  ADMIN_WALLETS: wallets,
  /** Receives USDC payments. */
  MERCHANT_WALLET: z.string().optional(),
  USDC_MINT: z.string().default("EPjFWdd5AufqSSqeM2qFLYy3x9Xo8ZEZcVaLqYTDt1v"),
  CONTACT_EMAIL: z.string().email().default("creators@navafocus.com"),
  /** Where the contact form's messages go, and the address the contact page shows. */
  SUPPORT_EMAIL: z.string().email().default("hello@navafocus.com"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Requests per minute per client for POSTs (forms and actions). */
  RATE_LIMIT_POSTS_PER_MINUTE: z.coerce.number().int().positive().default(300),
  /** Express `trust proxy`: addresses or names (loopback, uniquelocal), a hop count, or true/false. */
  TRUST_PROXY: z
    .string()
    .default("loopback")
    .transform((v): string | number | boolean =>
      /^\d+$/.test(v) ? Number(v) : v === "true" ? true : v === "false" ? false : v,
    ),
  /** smtp://user:pass@host:587 (or smtps://…) delivers email; unset keeps every message in the outbox. */
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** The From address of the store's email. */
  MAIL_FROM: z.string().default("NAVA <hello@navafocus.com>"),
  /** How often the scheduler looks for due work, in milliseconds. */
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().positive().default(5_000),

  // The NPX reward pool (docs/rewards.md). Claims are open when the mint and the pool's key are set.
  /** The NPX token's mint address. */
  REWARD_NPX_MINT: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** The pool's authority key (a secret): base58, or a JSON array of 64 bytes as solana-keygen writes. */
  REWARD_POOL_SECRET_KEY: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** Or the path of a key file holding that JSON array. */
  REWARD_POOL_KEY_FILE: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** The operator's address: alerts, each refund request, the daily digest. Unset: none of these is emailed. */
  OPERATOR_EMAIL: z
    .string()
    .email()
    .optional()
    .or(z.literal("").transform(() => undefined)),

  // Creators (app/creators): the program's rules, in days, months and cents.
  /** Days after payment before a commission is approved (the refund window). */
  CREATOR_REFUND_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  /** Months after the first order during which an attributed subscription's renewals earn. */
  CREATOR_RENEWAL_MONTHS: z.coerce.number().int().min(0).max(120).default(12),
  /** Approved commission under this (net of anything owed back) waits for a later payout. */
  CREATOR_PAYOUT_MINIMUM_CENTS: z.coerce.number().int().min(0).default(2500),
  /** The brand's payout account (a secret; base58 or a JSON array of 64 bytes): pays creators USDC_MINT on chain. Unset: payouts are paid outside the store. */
  CREATOR_PAYOUT_SECRET_KEY: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** Or the path of a key file holding that JSON array. */
  CREATOR_PAYOUT_KEY_FILE: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** The brand's refund account (a secret; base58 or a JSON array of 64 bytes): sends USDC refunds back to the wallet that paid. Unset: USDC refunds are made outside the store. */
  REFUND_KEYPAIR: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** Or the path of a key file holding that JSON array. */
  REFUND_KEY_FILE: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** A payment the store does not keep and that is under this is kept: sending it back would cost more. */
  RETURN_MIN_CENTS: z.coerce.number().int().min(0).max(10_000).default(10),
  /** A payment to send back above this waits for the operator in the console. */
  RETURN_REVIEW_ABOVE_CENTS: z.coerce.number().int().min(0).default(10_000),
  /** A sent-back payment under this is shown on the order page but not emailed. */
  RETURN_EMAIL_MIN_CENTS: z.coerce.number().int().min(0).default(100),
  /** Returns sent by themselves to one paying wallet in 24 hours; more wait for the operator. */
  RETURN_MAX_PER_PAYER_DAY: z.coerce.number().int().min(1).max(1000).default(3),
  /** Returns sent by themselves for one order; more wait for the operator. */
  RETURN_MAX_PER_ORDER: z.coerce.number().int().min(1).max(1000).default(3),

  // Security: hosts
  /** Host names answered besides SITE_URL's (comma-separated, no port), e.g. www.example.com. */
  ALLOWED_HOSTS: z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),

  // Cards (Stripe). Both keys set turn card payments on; either unset leaves them off, quietly.
  /** sk_live_… or sk_test_… */
  STRIPE_SECRET_KEY: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** whsec_…: the signing secret of the webhook endpoint (/webhooks/stripe). */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** Another Stripe API origin (tests: the loopback double); unset is https://api.stripe.com. */
  STRIPE_API_BASE: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),

  // Sales tax (app/tax, docs/payments.md). off: no tax, as before; stripe: Stripe Tax on every order.
  TAX_MODE: z.enum(["off", "stripe"]).default("off"),
  /** A Stripe product tax code (txcd_…) for the coffee; unset: the account's preset product code. */
  TAX_PRODUCT_CODE: z
    .string()
    .regex(/^txcd_\d{8}$/, "a Stripe product tax code, e.g. txcd_ followed by 8 digits")
    .optional()
    .or(z.literal("").transform(() => undefined)),

  // Delivery tracking (app/shipping/tracking.server.ts, docs/deploy.md). Unset: the operator marks delivered.
  /** EasyPost's API key: trackers for shipped orders, their status on the order page, delivered from the carrier. */
  EASYPOST_API_KEY: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** Another EasyPost API origin (tests: the loopback double); unset is https://api.easypost.com. */
  EASYPOST_API_BASE: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),

  // Reviews
  /** Days after an order ships that its buyer is asked to review it, if it is not marked delivered sooner. */
  REVIEW_ASK_DAYS_AFTER_SHIPPING: z.coerce.number().int().min(0).max(365).default(10),
  /** NPX credited for an approved review of an order that earned NPX (the same for every rating; 0 turns it off). */
  REVIEW_REWARD_NPX: z.coerce.number().int().min(0).max(1_000_000).default(500),

  /**
   * The store's value of one NPX in dollars (docs/rewards.md): the product page's "% back", what NPX
   * is worth spent at checkout, and the dashboard's NPX owed in dollars all come from it. The default
   * makes a bag's 10,000 NPX worth $4.90, 10% of the $49 one-time price.
   */
  NPX_VALUE_USD: z
    .string()
    .default("0.00049")
    .refine((v) => parseNpxValueUsd(v) !== null, "dollars per NPX, e.g. 0.00049 (up to 8 decimal places)"),

  // The protocol page (app/protocol, docs/rewards.md).
  /** The brand's wallet: a month's buyback and liquidity add must move tokens out of it. */
  BRAND_WALLET: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** A price API for NPX (Jupiter's price API, for example); `{mint}` in it is replaced by the mint. */
  PRICE_API_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** How long the page waits for the price API before it shows the brand's dated statement. */
  PRICE_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(1500),
  // Unpaid orders (app/payments/unpaid-deadline.server.ts, docs/payments.md).
  /** Hours a placed order waits for its payment (USDC or card) before it is cancelled. */
  UNPAID_ORDER_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(48),
  /** Hours before an unpaid order's deadline its shopper is reminded once to pay; 0: no reminder. */
  UNPAID_REMINDER_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 30)
    .default(6),
  /** The hour (0-23, the store's time zone) the operator's daily digest goes to OPERATOR_EMAIL. */
  OPERATOR_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(8),

  // The store's calendar: the console's days, weeks and months, and the funnel's days.
  /** An IANA time zone, e.g. America/New_York. */
  STORE_TIME_ZONE: z
    .string()
    .default("America/New_York")
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "an IANA time zone, e.g. America/New_York"),

  /** The day a store week starts on: the dashboard's "Last week" (monday, sunday or saturday). */
  STORE_WEEK_START: z.enum(["monday", "sunday", "saturday"]).default("monday"),

  // Operations (app/ops, docs/deploy.md).
  /** Where the embedded database's backups are written (PGlite; on PostgreSQL, `npm run backup` writes there too). */
  BACKUP_DIR: z.string().default("./backups"),
  /** Hours between scheduled backups of the embedded database; 0 turns them off. */
  BACKUP_EVERY_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  /** How many complete backups are kept (the oldest go first). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /** Addresses allowed to read /metrics: loopback, or a comma-separated list of addresses and CIDR ranges. */
  METRICS_ALLOW: z.string().default("loopback"),

  // Server processes
  /** Processes serving the store on PostgreSQL (default: one per core); PGlite always runs one. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
});

/** Host names that reach only this machine. */
export const LOOPBACK_HOSTNAMES = ["localhost", "127.0.0.1", "[::1]", "::1"];

const CheckedEnvSchema = EnvSchema.superRefine((env, ctx) => {
  // Sign-in messages name one origin: a public host without SITE_URL would leave it to the request.
  const publicHosts = env.ALLOWED_HOSTS.filter((h) => !LOOPBACK_HOSTNAMES.includes(h));
  if (env.NODE_ENV === "production" && !env.SITE_URL && publicHosts.length > 0) {
    ctx.addIssue({
      code: "custom",
      path: ["SITE_URL"],
      message: `required in production when ALLOWED_HOSTS names a public host (${publicHosts.join(", ")}): set it to the store's public origin, e.g. https://${publicHosts[0]}`,
    });
  }
  if (env.TAX_MODE === "stripe" && !env.STRIPE_SECRET_KEY) {
    ctx.addIssue({
      code: "custom",
      path: ["TAX_MODE"],
      message: "stripe needs STRIPE_SECRET_KEY (the Stripe account whose Tax settings hold the registrations)",
    });
  }
  if (env.SITE_URL && new URL(env.SITE_URL).origin !== env.SITE_URL.replace(/\/$/, "")) {
    ctx.addIssue({
      code: "custom",
      path: ["SITE_URL"],
      message: "must be an origin only, e.g. https://shop.example.com",
    });
  }
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

export function getEnv(): Env {
  if (cached) return cached;
  const parsed = CheckedEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  cached = parsed.data;
  return cached;
}

/** For tests that change the environment. */
export function resetEnvCache() {
  cached = undefined;
}
