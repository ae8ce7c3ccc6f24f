import { defineConfig, devices } from "@playwright/test";
import { ADMIN_ADDRESS } from "./tests/e2e/fixtures/admin";
import { svmFixtures, svmRewardPool } from "./tests/support/svm-rpc/addresses";
import { browserWorkers, printOnce } from "./tests/setup/workers";

// End-to-end tests run the production build on Debian's Chromium against a fresh
// in-memory database. E2E_PORT lets several runs share a machine.
const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${port}`;
// The local Solana chain (LiteSVM behind JSON-RPC) beside the store; the test wallet sends to it.
const svmRpcPort = port + 5000;
process.env.E2E_SOLANA_RPC_URL ??= `http://127.0.0.1:${svmRpcPort}`;
// The Stripe API double beside the store (cards on); it sends its webhooks to the store.
const stripePort = port + 1000;
process.env.E2E_STRIPE_URL ??= `http://127.0.0.1:${stripePort}`;
const stripeWebhookSecret = "whsec_e2e_double";
// The store's test control (tests/support/test-control.ts): moves the one clock and runs due jobs.
// It listens on loopback on a port of its own, never on the store's.
const controlPort = port + 1001;
process.env.E2E_CONTROL_URL ??= `http://127.0.0.1:${controlPort}`;
// A real SMTP server on loopback receives the store's mail; tests read it from its mailbox.
const smtpPort = port + 1002;
const mailboxPort = port + 1003;
process.env.E2E_MAILBOX_URL ??= `http://127.0.0.1:${mailboxPort}`;
// Specs that move the clock run after every other spec, so no other test sees time jump
// (run one alone with --no-deps). `npm test` (scripts/e2e.mjs) runs the clock, published and
// sold-out projects on a store of their own instead, beside the others.
const movesTheClock = /\.clock\.spec\.ts$/;
// The reviews spec publishes a review every visitor of /product then sees: it runs after the specs
// that read the product page of a store without reviews.
const publishesReviews = /\/reviews\.spec\.ts$/;
// The stock spec sells the last bag (the product shows Sold out to everyone): it runs last.
const sellsOut = /\/stock\.spec\.ts$/;
const browser = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
// Browsers at once from the CPUs and memory there are (tests/setup/workers.ts): four on two cores
// locally, two in CI; E2E_WORKERS sets another count. Each worker process loads this file too:
// only the runner prints the choice.
const workers = browserWorkers();
if (process.env.TEST_WORKER_INDEX === undefined) printOnce(`Playwright on ${baseURL}: ${workers.reason}`);
// A timeout catches a hang, never a slow machine (speed is the benchmarks' business): a journey
// has minutes, and an expectation waits up to a minute for what the page shows.
const HANG_MS = 5 * 60_000;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: workers.count,
  retries: 0,
  timeout: HANG_MS,
  expect: { timeout: 60_000 },
  // scripts/e2e.mjs asks for a JSON report too (E2E_JSON_REPORT) to add up both stores' results.
  reporter: process.env.E2E_JSON_REPORT
    ? [["list"], ["json", { outputFile: process.env.E2E_JSON_REPORT }]]
    : [["list"]],
  use: {
    baseURL,
    trace: "off",
    launchOptions: {
      // Debian's chromium-headless-shell: the same Chromium, without the desktop browser's
      // compositing; half the CPU of /usr/bin/chromium --headless on two cores (decision 0029).
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "chromium", testIgnore: [movesTheClock, publishesReviews, sellsOut], use: browser },
    { name: "clock", testMatch: movesTheClock, dependencies: ["chromium"], use: browser },
    // After the clock's specs, not beside them: a spec moving the store's clock weeks ahead would
    // expire the operator's session in the middle of the review's moderation.
    { name: "published", testMatch: publishesReviews, dependencies: ["clock"], use: browser },
    { name: "sold-out", testMatch: sellsOut, dependencies: ["published"], use: browser },
  ],
  webServer: [
    {
      command: `node --import tsx tests/support/svm-rpc/cli.ts --port ${svmRpcPort}`,
      url: `http://127.0.0.1:${svmRpcPort}/health`,
      reuseExistingServer: false,
      timeout: HANG_MS,
    },
    {
      command: `node --import tsx tests/support/stripe-double/cli.ts --port ${stripePort} --webhook ${baseURL}/webhooks/stripe --secret ${stripeWebhookSecret}`,
      url: `${process.env.E2E_STRIPE_URL}/health`,
      reuseExistingServer: false,
      timeout: HANG_MS,
    },
    {
      command: `node --import tsx tests/support/smtp-cli.ts --smtp-port ${smtpPort} --http-port ${mailboxPort}`,
      url: `${process.env.E2E_MAILBOX_URL}/health`,
      reuseExistingServer: false,
      timeout: HANG_MS,
    },
    {
      command: "node server/start.js",
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      // A fresh database and a cold start can take a while on a busy two-core machine.
      timeout: HANG_MS,
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        PGLITE_DIR: "memory://",
        DATABASE_URL: "",
        LOG_LEVEL: "warn",
        RATE_LIMIT_POSTS_PER_MINUTE: "100000",
        SOLANA_RPC_URL: process.env.E2E_SOLANA_RPC_URL,
        MERCHANT_WALLET: svmFixtures.merchant,
        USDC_MINT: svmFixtures.usdcMint,
        // The local chain's NPX reward pool: claims are open on the e2e store.
        SOLANA_CLUSTER: "localnet",
        REWARD_NPX_MINT: svmRewardPool.npxMint,
        REWARD_POOL_SECRET_KEY: svmRewardPool.secretKey,
        ADMIN_WALLETS: process.env.E2E_ADMIN_WALLETS ?? ADMIN_ADDRESS,
        STRIPE_SECRET_KEY: "sk_test_e2e_double",
        STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
        STRIPE_API_BASE: process.env.E2E_STRIPE_URL,
        // Links in email name the address the tests browse.
        SITE_URL: baseURL,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        TEST_CONTROL_PORT: String(controlPort),
      },
    },
  ],
});
