// One app process's payment check and returns, for the test of several processes on one
// PostgreSQL (tests/integration/refunds-processes.test.ts): reads every watched order's payments
// from the chain, sends what waits to go back, and finishes transfers left in flight, ROUNDS times,
// with the store's settings from the environment; prints how many it handed to the sender.
import { getDatabase, getDb } from "../../app/db/client.server";
import { settleUnfinishedTransfers } from "../../app/chain/sender.server";
import { paymentWatches } from "../../app/db/schema";
import { pollWatchedPayments } from "~/flows/payment-poller.server";
import { sendWaitingReturns } from "../../app/refunds/returns.server";
import "../../app/flows/order-events.server";

const db = await getDb();
let sent = 0;
for (let round = 0; round < Number(process.env.ROUNDS ?? 2); round++) {
  await db.update(paymentWatches).set({ nextCheckAt: new Date(0) });
  await pollWatchedPayments(db);
  sent += await sendWaitingReturns(db);
  await settleUnfinishedTransfers(db);
}
console.log(JSON.stringify({ sent }));
await (await getDatabase()).close();
