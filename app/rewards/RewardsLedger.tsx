// The rewards page for a signed-in wallet: its totals, the claim, how the earned NPX adds up, its
// claims and every entry of its ledger.
import { Icon } from "~/components/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import type { RewardsCopy } from "~/content/rewards";
import { shortAddress } from "~/content/wallet-menu";
import { cn } from "~/utils/cn";
import { ClaimBox, ClaimNoticeBox, npx } from "./ClaimBox";
import { ClaimHistory } from "./ClaimHistory";
import type { RewardBreakdown } from "./ledger.server";
import type { ClaimNotice, RewardsAccount } from "./rewards-page.server";
import { StatusHelp } from "./StatusHelp";

type Copy = RewardsCopy;

export function Ledger({
  copy,
  account,
  notice,
  holderHistory,
}: {
  copy: Copy;
  account: RewardsAccount;
  notice: ClaimNotice | null;
  holderHistory?: ReactNode;
}) {
  const { ledger } = copy;
  return (
    <section aria-labelledby="rewards-title" className="bg-gradient-to-b from-cream-200/70 to-cream-100 to-40%">
      <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <p className="text-xs font-semibold uppercase tracking-[0.25em] text-chai-700">{copy.eyebrow}</p>
        <h1 id="rewards-title" className="mt-3 font-display text-4xl font-semibold text-espresso-900 sm:text-5xl">
          {ledger.title}
        </h1>
        <p className="mt-3 text-espresso-700">
          {ledger.signedInAs}{" "}
          <span className="font-mono text-sm text-espresso-900" title={account.wallet}>
            {shortAddress(account.wallet)}
          </span>
        </p>
        {notice && <ClaimNoticeBox copy={copy} notice={notice} className="mt-6" />}

        <div className="mt-10 grid gap-4 sm:grid-cols-3">
          <dl className="contents">
            <Total
              label={ledger.earned}
              note={ledger.earnedNote}
              npx={account.breakdown.earned}
              icon={<Icon name="sparkles" aria-hidden />}
              testId="rewards-earned"
              dark
            />
            <Total
              label={ledger.pending}
              note={ledger.pendingNote}
              npx={account.pending}
              icon={<Icon name="clock" aria-hidden />}
              testId="rewards-pending"
            />
          </dl>
          <ClaimBox copy={copy} panel={account.claim} signedIn />
        </div>
        <AddsUp copy={copy} breakdown={account.breakdown} />
        {holderHistory}
        {account.claims.length > 0 && <ClaimHistory copy={copy} claims={account.claims} />}

        <p className="mt-8">
          <Link
            to="/subscriptions"
            className="font-semibold text-chai-700 underline underline-offset-4 hover:text-chai-600"
            data-testid="rewards-subscriptions-link"
          >
            {ledger.subscriptions}
          </Link>
        </p>

        <h2 className="mt-10 font-display text-2xl font-semibold text-espresso-900">{ledger.entriesTitle}</h2>
        {account.entries.length === 0 ? (
          <div className="mt-5 rounded-2xl border border-dashed border-cream-300 bg-cream-50 px-6 py-12 text-center">
            <Icon name="coins" className="mx-auto size-10 text-chai-500" aria-hidden />
            <p className="mt-4 font-semibold text-espresso-900">{ledger.empty.title}</p>
            <p className="mx-auto mt-1 max-w-md text-espresso-700">{ledger.empty.text}</p>
            <Link to="/product" className={buttonClass({ variant: "primary", size: "md", className: "mt-6" })}>
              {copy.program.shop}
            </Link>
          </div>
        ) : (
          <table
            className="mt-5 w-full overflow-hidden rounded-2xl bg-cream-50 text-left text-sm ring-1 ring-cream-300"
            data-testid="rewards-entries"
          >
            <thead className="bg-cream-200/70 text-xs uppercase tracking-wider text-espresso-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
                  {ledger.columns.order}
                </th>
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                  {ledger.columns.date}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {ledger.columns.status}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold sm:px-6">
                  {ledger.columns.amount}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-cream-300">
              {account.entries.map((entry) => (
                <tr key={entry.id} data-testid="rewards-entry">
                  <td className="px-4 py-4 sm:px-6">
                    <Link
                      to={entry.orderHref}
                      className="font-semibold text-chai-700 underline underline-offset-4 hover:text-chai-600"
                    >
                      {entry.orderNumber}
                    </Link>
                    <span className="mt-0.5 block text-xs text-espresso-700 sm:hidden">{entry.date}</span>
                  </td>
                  <td className="hidden px-4 py-4 text-espresso-700 sm:table-cell">{entry.date}</td>
                  <td className="px-4 py-4">
                    <StatusBadge
                      status={entry.status}
                      label={entry.spent ? copy.spent : entry.amountNpx < 0 ? copy.owedBack : copy.status[entry.status]}
                    />
                  </td>
                  <td
                    className={cn(
                      "px-4 py-4 text-right font-semibold tabular-nums sm:px-6",
                      entry.status === "void" ? "text-espresso-700 line-through" : "text-espresso-900",
                    )}
                  >
                    {entry.amountNpx.toLocaleString("en-US")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <StatusHelp copy={copy} className="mt-8 text-espresso-700" termClass="text-espresso-900" />
      </div>
    </section>
  );
}

/** Earned = ready + claimed + spent in the store (+ taken back for refunds), pending apart. */
function AddsUp({ copy, breakdown: b }: { copy: RewardsCopy; breakdown: RewardBreakdown }) {
  const t = copy.addsUp;
  const rows: Array<[string, number, string]> = [
    [t.ready, b.ready, "adds-ready"],
    [t.claimed, b.claimed, "adds-claimed"],
    [t.spent, b.spent, "adds-spent"],
  ];
  if (b.takenBack !== 0) rows.push([t.takenBack, b.takenBack, "adds-taken-back"]);
  return (
    <section aria-labelledby="adds-up-title" className="mt-8 rounded-2xl bg-cream-50 p-6 ring-1 ring-cream-300">
      <h2 id="adds-up-title" className="font-semibold text-espresso-900">
        {t.title}
      </h2>
      <dl className="mt-3 divide-y divide-cream-300 text-sm" data-testid="rewards-adds-up">
        {rows.map(([label, value, testId]) => (
          <div key={testId} className="flex justify-between gap-4 py-2">
            <dt className="text-espresso-700">{label}</dt>
            <dd className="font-semibold tabular-nums text-espresso-900" data-testid={testId}>
              {npx(value)} NPX
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 py-2">
          <dt className="font-semibold text-espresso-900">{t.earned}</dt>
          <dd className="font-semibold tabular-nums text-espresso-900" data-testid="adds-earned">
            {npx(b.earned)} NPX
          </dd>
        </div>
      </dl>
      {b.pending > 0 && <p className="mt-2 text-xs text-espresso-700">{t.pending(npx(b.pending))}</p>}
    </section>
  );
}

function Total({
  label,
  note,
  npx,
  icon,
  testId,
  dark,
}: {
  label: string;
  note: string;
  npx: number;
  icon: ReactNode;
  testId: string;
  dark?: boolean;
}) {
  return (
    <div
      className={cn(
        "flex flex-col-reverse rounded-2xl p-6",
        dark ? "bg-espresso-900 text-cream-50" : "bg-cream-50 ring-1 ring-cream-300",
      )}
    >
      <dt className={cn("mt-1 text-sm", dark ? "text-cream-200" : "text-espresso-700")}>
        <span
          className={cn(
            "flex items-center gap-2 font-semibold [&_svg]:size-4",
            dark ? "text-cream-50" : "text-espresso-900",
          )}
        >
          {icon}
          {label}
        </span>
        {note}
      </dt>
      <dd
        className={cn("font-display text-4xl font-semibold tabular-nums", dark ? "text-chai-300" : "text-espresso-900")}
        data-testid={testId}
      >
        {npx.toLocaleString("en-US")} <span className="text-lg">NPX</span>
      </dd>
    </div>
  );
}

const badgeTone = {
  pending: "bg-chai-300/30 text-chai-700",
  earned: "bg-sage-100 text-sage-700",
  distributed: "bg-sage-100 text-sage-700",
  void: "bg-cream-200 text-espresso-700",
} as const;

function StatusBadge({ status, label }: { status: keyof typeof badgeTone; label: string }) {
  return (
    <span
      className={cn("inline-flex rounded-full px-2.5 py-1 text-xs font-semibold", badgeTone[status])}
      data-testid="rewards-status"
    >
      {label}
    </span>
  );
}
