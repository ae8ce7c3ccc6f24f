// The alerts the store sends its operator: each problem emails OPERATOR_EMAIL once, not again while
// it lasts, and again after it cleared and came back; a problem another check already emails about
// (the refund account) is never emailed twice; with OPERATOR_EMAIL unset nothing is sent.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { emailOutbox, paymentWatches, rewardEntries } from "~/db/schema";
import { advanceClock, now, resetClock } from "~/jobs/clock.server";
import { defineJob, enqueueJob, runDueJobs } from "~/jobs/scheduler.server";
import { transitionOrder } from "~/orders/lifecycle.server";
import "~/flows/order-events.server";
import { noteRefundAccount } from "~/refunds/usdc.server";
import { resetEnvCache } from "~/utils/env.server";
import { insertTestOrder } from "../../tests/setup/orders";
import { POOL_NPX_BALANCE, NPX_DECIMALS, seededKeypair } from "../../tests/support/svm-rpc/accounts";
import { localChainForStore } from "../../tests/support/svm-rpc/store-env";
import { ALERT_KEYS, checkAlerts } from "~/flows/operator-alerts-job.server";
import { isAlertOpen, openAlerts } from "./alerts.server";
import { backUpNow } from "./backup-job.server";

localChainForStore({ withRewardPool: true });
const OPERATOR = "ops@example.com";
const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "nava-alerts-"));

beforeAll(() => {
  process.env.OPERATOR_EMAIL = OPERATOR;
  process.env.BACKUP_DIR = backupDir;
  process.env.BACKUP_EVERY_HOURS = "0";
  resetEnvCache();
});
afterAll(() => {
  delete process.env.OPERATOR_EMAIL;
  delete process.env.BACKUP_DIR;
  delete process.env.BACKUP_EVERY_HOURS;
  resetEnvCache();
  fs.rmSync(backupDir, { recursive: true, force: true });
});
afterEach(() => resetClock());

/** The operator's emails of one kind. */
async function mailOf(kind: string) {
  const db = await getDb();
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, OPERATOR), eq(emailOutbox.kind, kind)))
    .orderBy(emailOutbox.id);
}

let n = 0;
const orderId = () => `00000000-0000-4000-9000-${String(++n).padStart(12, "0")}`;

const broken = async () => {
  throw new Error("the test job broke");
};
defineJob("test.broken", broken);
defineJob("test.broken-unwatched", broken);

describe("operator alerts", () => {
  it("a job failing repeatedly: one email, none while it lasts, another when it comes back", async () => {
    const db = await getDb();
    await enqueueJob(db, "test.broken", {}, { key: "first", maxAttempts: 1 });
    await runDueJobs(db);
    await checkAlerts(db);
    await checkAlerts(db);
    const mail = await mailOf("alert.job-failing");
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("Store alert: the job test.broken keeps failing");
    expect(mail[0]!.text).toContain("the test job broke");
    // Still failing an hour later: nothing new.
    advanceClock(3_600_000);
    await checkAlerts(db);
    expect(await mailOf("alert.job-failing")).toHaveLength(1);
    // A day without a failure clears it; a new failure is a new problem.
    advanceClock(25 * 3_600_000);
    await checkAlerts(db);
    expect(await isAlertOpen(db, ALERT_KEYS.job("test.broken"))).toBe(false);
    await enqueueJob(db, "test.broken", {}, { key: "second", maxAttempts: 1, runAt: now() });
    await runDueJobs(db);
    await checkAlerts(db);
    await checkAlerts(db);
    expect(await mailOf("alert.job-failing")).toHaveLength(2);
  });

  it("USDC payments waiting past their spacing: once, cleared when checked, again when late again", async () => {
    const db = await getDb();
    const id = orderId();
    await insertTestOrder(db, { id });
    const late = () => ({ nextCheckAt: new Date(now().getTime() - 20 * 60_000) });
    await db
      .insert(paymentWatches)
      .values({ orderId: id, watchUntil: new Date(now().getTime() + 1_800_000), ...late() });
    await checkAlerts(db);
    await checkAlerts(db);
    const mail = await mailOf("alert.payments-unchecked");
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("Store alert: USDC payments are not being confirmed");
    expect(mail[0]!.text).toContain(
      "1 USDC payment a buyer is waiting on has not been checked on chain for 20 minutes",
    );
    // The check catches up: cleared, and nothing new is sent.
    await db.update(paymentWatches).set({ nextCheckAt: now() }).where(eq(paymentWatches.orderId, id));
    await checkAlerts(db);
    expect(await isAlertOpen(db, ALERT_KEYS.payments)).toBe(false);
    expect(await mailOf("alert.payments-unchecked")).toHaveLength(1);
    await db.update(paymentWatches).set(late()).where(eq(paymentWatches.orderId, id));
    await checkAlerts(db);
    await checkAlerts(db);
    expect(await mailOf("alert.payments-unchecked")).toHaveLength(2);
    await db.delete(paymentWatches).where(eq(paymentWatches.orderId, id));
    await checkAlerts(db);
  });

  it("the refund account short: its own email once per shortage, never a second from the alerts", async () => {
    const db = await getDb();
    const short = { ready: false, why: "short", short: "sol" } as const;
    await noteRefundAccount(db, short, "a payment sent back");
    await checkAlerts(db);
    await checkAlerts(db);
    expect(await isAlertOpen(db, ALERT_KEYS.refundAccount)).toBe(true);
    expect(await mailOf("refund.account-short")).toHaveLength(1);
    expect(await mailOf("alert.refund-account-short")).toHaveLength(0);
    const { open } = await openAlerts(db);
    expect(open.find((a) => a.key === ALERT_KEYS.refundAccount)).toMatchObject({ detail: "short of SOL" });
    // Funded again, then short again: one more email in all.
    await noteRefundAccount(db, { ready: true } as never, "a payment sent back");
    await checkAlerts(db);
    expect(await isAlertOpen(db, ALERT_KEYS.refundAccount)).toBe(false);
    await noteRefundAccount(db, short, "a payment sent back");
    await checkAlerts(db);
    expect(await mailOf("refund.account-short")).toHaveLength(2);
    expect(await mailOf("alert.refund-account-short")).toHaveLength(0);
    await noteRefundAccount(db, { ready: true } as never, "a payment sent back");
    await checkAlerts(db);
  });

  it("the reward pool short (read on the chain): once, cleared when covered, again when short again", async () => {
    const db = await getDb();
    const wallet = seededKeypair("alerts-holder").publicKey.toBase58();
    const poolNpx = Number(POOL_NPX_BALANCE / 10n ** BigInt(NPX_DECIMALS));
    const owe = async () => {
      const id = orderId();
      await insertTestOrder(db, { id, wallet, amountNpx: poolNpx + 1 });
      expect(await transitionOrder(db, id, "paid", { actor: "test" })).toMatchObject({ ok: true });
    };
    await owe();
    await checkAlerts(db);
    await checkAlerts(db);
    const mail = await mailOf("rewards.pool-short");
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe("NPX reward pool: 1 NPX short");
    // Nothing owed any more: cleared; owed again: told again.
    await db.delete(rewardEntries).where(eq(rewardEntries.wallet, wallet));
    await checkAlerts(db);
    expect(await isAlertOpen(db, "reward-pool-short")).toBe(false);
    await owe();
    await checkAlerts(db);
    await checkAlerts(db);
    expect(await mailOf("rewards.pool-short")).toHaveLength(2);
    await db.delete(rewardEntries).where(eq(rewardEntries.wallet, wallet));
    await checkAlerts(db);
  });

  // The embedded database backs itself up; on PostgreSQL its own backups are the ones to watch.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    "the last backup older than two days: once, cleared by a new backup, again when it ages",
    async () => {
      const db = await getDb();
      process.env.BACKUP_EVERY_HOURS = "24";
      // As a store on disk: an in-memory store keeps nothing to back up.
      const dataDir = process.env.PGLITE_DIR;
      process.env.PGLITE_DIR = "./data";
      resetEnvCache();
      try {
        const file = (await backUpNow(db))!;
        const age = (hours: number) => {
          const at = new Date(now().getTime() - hours * 3_600_000);
          fs.utimesSync(file, at, at);
        };
        age(47);
        await checkAlerts(db);
        expect(await mailOf("alert.backup-old")).toHaveLength(0);
        age(50);
        await checkAlerts(db);
        await checkAlerts(db);
        const mail = await mailOf("alert.backup-old");
        expect(mail).toHaveLength(1);
        expect(mail[0]!.text).toContain("The newest backup in BACKUP_DIR is 50 hours old.");
        age(0);
        await checkAlerts(db);
        expect(await isAlertOpen(db, ALERT_KEYS.backup)).toBe(false);
        age(72);
        await checkAlerts(db);
        await checkAlerts(db);
        expect(await mailOf("alert.backup-old")).toHaveLength(2);
      } finally {
        process.env.BACKUP_EVERY_HOURS = "0";
        if (dataDir === undefined) delete process.env.PGLITE_DIR;
        else process.env.PGLITE_DIR = dataDir;
        resetEnvCache();
      }
    },
  );

  it("OPERATOR_EMAIL unset: problems are kept for the console, nothing is sent", async () => {
    const db = await getDb();
    delete process.env.OPERATOR_EMAIL;
    resetEnvCache();
    try {
      await enqueueJob(db, "test.broken-unwatched", {}, { maxAttempts: 1 });
      await runDueJobs(db);
      await checkAlerts(db);
      const before = await db.select().from(emailOutbox).where(like(emailOutbox.kind, "alert.%"));
      const { to, open } = await openAlerts(db);
      expect(to).toBeNull();
      expect(open.find((a) => a.key === ALERT_KEYS.job("test.broken-unwatched"))).toMatchObject({ notifiedAt: null });
      expect(await db.select().from(emailOutbox).where(like(emailOutbox.kind, "alert.%"))).toEqual(before);
    } finally {
      process.env.OPERATOR_EMAIL = OPERATOR;
      resetEnvCache();
    }
  });
});
