// Runs the EasyPost double on its own (e2e runs, screenshots):
//   node --import tsx tests/support/easypost-double/cli.ts --port 4420 \
//     --webhook http://127.0.0.1:3000/webhooks/easypost
// then start the store with EASYPOST_API_BASE and EASYPOST_API_KEY as printed. Move a parcel with
//   curl -X POST -H 'content-type: application/json' -d '{"status":"delivered"}' \
//     http://127.0.0.1:4420/_double/trackers/trk_…/status
import { parseArgs } from "node:util";
import { EASYPOST_TEST_KEY, startEasyPostDouble } from "./server";

const { values } = parseArgs({
  options: { port: { type: "string", default: "4420" }, webhook: { type: "string" } },
});
const double = await startEasyPostDouble({ port: Number(values.port), webhook: values.webhook });
console.log(`EasyPost double on ${double.url}`);
console.log(`  EASYPOST_API_BASE=${double.url}`);
console.log(`  EASYPOST_API_KEY=${EASYPOST_TEST_KEY}`);
const stop = () => void double.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
