// What the store tells its operator about itself (app/ops/alerts.server.ts): each email once per
// problem, until the problem clears; and the console's panel of problems open now.
const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

export const operatorAlertCopy = {
  jobFailing: (job: string, failures: number, lastError: string | null) => ({
    subject: `Store alert: the job ${job} keeps failing`,
    detail: `${plural(failures, "run", "runs")} failed or retrying${lastError ? `: ${lastError}` : ""}`,
    text: [
      `The scheduled job ${job} has failed repeatedly (${plural(failures, "run", "runs")} failed for good in the last day or still retrying).`,
      lastError ? `Its last error: ${lastError}` : "",
      "See /admin/jobs for each run and its error. You will not be told again until it stops failing.",
    ]
      .filter(Boolean)
      .join("\n\n"),
  }),
  paymentsUnchecked: (waiting: number, overdueMinutes: number) => ({
    subject: "Store alert: USDC payments are not being confirmed",
    detail: `${plural(waiting, "payment", "payments")} overdue for their check, the oldest by ${plural(overdueMinutes, "minute", "minutes")}`,
    text: [
      `${plural(waiting, "USDC payment", "USDC payments")} a buyer is waiting on ${waiting === 1 ? "has" : "have"} not been checked on chain for ${plural(overdueMinutes, "minute", "minutes")} past ${waiting === 1 ? "its" : "their"} spacing.`,
      "Is the chain reachable (SOLANA_RPC_URL) and is the scheduler running? See /admin/jobs.",
      "You will not be told again until the checks catch up.",
    ].join("\n\n"),
  }),
  refundAccountShort: (short: string) => ({
    subject: "Store alert: the refund account is short",
    detail: `short of ${short}`,
  }),
  poolShort: (balanceNpx: number, owedNpx: number) => {
    const fmt = (n: number) => n.toLocaleString("en-US");
    return {
      subject: `NPX reward pool: ${fmt(owedNpx - balanceNpx)} NPX short`,
      detail: `holds ${fmt(balanceNpx)} NPX, owes ${fmt(owedNpx)} NPX`,
      text: [
        `The reward pool holds ${fmt(balanceNpx)} NPX; holders are owed ${fmt(owedNpx)} NPX.`,
        "Claims larger than the pool's balance are refused until it is refilled.",
        "Refill the pool's token account (docs/rewards.md, Funding the pool), then check /admin/rewards.",
        "You will not be told again until the pool covers what is owed.",
      ].join("\n\n"),
    };
  },
  backupOld: (ageHours: number | null) => ({
    subject: "Store alert: no recent backup",
    detail: ageHours === null ? "no backup yet" : `the newest backup is ${plural(ageHours, "hour", "hours")} old`,
    text: [
      ageHours === null
        ? "The store holds orders older than two days and BACKUP_DIR holds no backup."
        : `The newest backup in BACKUP_DIR is ${plural(ageHours, "hour", "hours")} old.`,
      'Check the disk and the log for "backup", or take one now: npm run backup (docs/deploy.md, Backups).',
      "You will not be told again until a new backup is written.",
    ].join("\n\n"),
  }),
  console: {
    title: "Alerts to the operator",
    on: (to: string) => `Alerts go to ${to}, once per problem until it clears.`,
    none: "No problem is open.",
    columns: { problem: "Problem", since: "Since", told: "Operator told", detail: "What was seen" },
    notTold: "Not yet",
  },
} as const;
