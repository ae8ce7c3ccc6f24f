// One app process's claim, for the test of several processes on one PostgreSQL
// (tests/integration/claims-processes.test.ts). Claims for WALLET with the store's settings from the
// environment and prints the result as JSON. CRASH_AFTER_SEND=1 exits the process the moment the
// transaction was handed to the node, before its outcome is recorded (kill -9 at the worst time).
import { getDatabase, getDb } from "../../app/db/client.server";
import { settleUnfinishedTransfers } from "../../app/chain/sender.server";
import { claimRewards } from "../../app/flows/claim-rewards.server";

const wallet = process.env.WALLET!;
const crash = process.env.CRASH_AFTER_SEND === "1";
const db = await getDb();
if (process.env.SETTLE_ONLY === "1") {
  await settleUnfinishedTransfers(db);
  console.log(JSON.stringify({ settled: true }));
} else {
  const result = await claimRewards(db, wallet, {
    settle: { leaseMs: 1_000, afterSend: crash ? () => process.exit(137) : undefined },
  });
  console.log(JSON.stringify(result));
}
await (await getDatabase()).close();
