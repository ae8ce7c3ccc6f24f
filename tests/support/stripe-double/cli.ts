// Runs the Stripe double on its own:
//   node --import tsx tests/support/stripe-double/cli.ts --port 4410 \
//     --webhook http://127.0.0.1:3000/webhooks/stripe --secret whsec_test_double
// and prints the settings to start the store with. Tests that run it this way steer it over HTTP
// (/_double/card-outcome, /_double/webhooks/hold and /release, /_double/calls).
import { parseArgs } from "node:util";
import { startStripeDouble } from "./server";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "4410" },
    host: { type: "string", default: "127.0.0.1" },
    webhook: { type: "string" },
    secret: { type: "string", default: "whsec_test_double" },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not ${values.port}`);
  process.exit(2);
}

const double = await startStripeDouble({
  port,
  host: values.host,
  webhookSecret: values.secret!,
  webhook: values.webhook,
});
console.log(`Stripe double on ${double.url}`);
console.log(`  STRIPE_API_BASE=${double.url}`);
console.log(`  STRIPE_SECRET_KEY=sk_test_double`);
console.log(`  STRIPE_WEBHOOK_SECRET=${values.secret}`);
console.log(`  webhooks go to ${values.webhook ?? "(nowhere: pass --webhook)"}`);

const stop = () => void double.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
