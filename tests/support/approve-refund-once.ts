// One app process's approval of a refund request, for the test of several processes on one
// PostgreSQL (tests/integration/refunds-processes.test.ts). Approves REQUEST_ID in full with the
// store's settings from the environment and prints the answer as JSON. CRASH_AFTER_SEND=1 exits the
// process the moment the transfer was handed to the node, before its outcome is recorded.
import { getDatabase, getDb } from "../../app/db/client.server";
import { settleUnfinishedTransfers } from "../../app/chain/sender.server";
import { approveRefundRequest } from "../../app/flows/refund-queue.server";
import "../../app/flows/order-events.server";

const db = await getDb();
if (process.env.SETTLE_ONLY === "1") {
  await settleUnfinishedTransfers(db);
  console.log(JSON.stringify({ settled: true }));
} else {
  const form = new FormData();
  form.set("requestId", process.env.REQUEST_ID!);
  form.set("amount", "");
  const crash = process.env.CRASH_AFTER_SEND === "1";
  const answer = await approveRefundRequest(db, form, "operator:process", {
    leaseMs: 1_000,
    afterSend: crash ? () => process.exit(137) : undefined,
  });
  console.log(JSON.stringify(answer.data));
}
await (await getDatabase()).close();
