// The protocol page's figures, drawn on the server into the kept page: each with its source and
// when it was read. Nothing here runs in the browser.
import { ExternalLink } from "~/components/protocol/ExternalLink";
import { formatCents } from "~/utils/money";
import { cn } from "~/utils/cn";
import { figuresCopy as t } from "./copy";
import type { ChainFigure, MarketFigure, MarketFigures, ProtocolFigures } from "./figures.server";
import { monthLabel } from "./months";

const npx = (n: number) => Math.round(n).toLocaleString("en-US");

/** An instant as the page shows it, in UTC (the page is the same for every visitor). */
export function readAtLabel(iso: string): string {
  const d = new Date(iso);
  return `${d.toLocaleString("en-US", { month: "short", day: "numeric", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: false, timeZone: "UTC" })} UTC`;
}

const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });

function Source({ children, dark }: { children: React.ReactNode; dark?: boolean }) {
  return <p className={cn("mt-1 text-xs", dark ? "text-cream-300" : "text-espresso-700")}>{children}</p>;
}

function Figure({
  label,
  value,
  note,
  source,
  dark,
  testId,
}: {
  label: string;
  value: string;
  note?: string;
  source: React.ReactNode;
  dark?: boolean;
  testId?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col rounded-2xl px-5 py-5",
        dark ? "bg-espresso-800/70 ring-1 ring-espresso-700" : "bg-cream-50 ring-1 ring-cream-300",
      )}
      data-testid={testId}
    >
      <dt
        className={cn(
          "text-xs font-semibold uppercase tracking-[0.16em]",
          dark ? "text-cream-200" : "text-espresso-700",
        )}
      >
        {label}
      </dt>
      <dd className={cn("mt-2 font-display text-3xl font-semibold", dark ? "text-chai-300" : "text-espresso-900")}>
        {value}
      </dd>
      {note && <dd className={cn("text-sm", dark ? "text-cream-200" : "text-espresso-700")}>{note}</dd>}
      <dd>
        <Source dark={dark}>{source}</Source>
      </dd>
    </div>
  );
}

function marketValue(key: keyof typeof t.market, f: MarketFigure): string {
  if (typeof f.value === "string") return f.value;
  if (key === "change24h") return `${f.value >= 0 ? "+" : ""}${f.value.toFixed(2)}%`;
  if (key === "price") return `$${f.value < 1 ? f.value.toPrecision(3) : f.value.toFixed(2)}`;
  return `$${Math.round(f.value).toLocaleString("en-US")}`;
}

function marketSource(market: MarketFigures, f: MarketFigure, key: string) {
  if (f.source === "statement") return `${t.sourceStatement}, ${t.asOf(dayLabel(f.asOf))}`;
  const computed = key === "marketCap" ? ` (${t.marketCapComputed})` : "";
  return `${t.sourceApi(market.api ?? "")}${computed}, ${t.read(readAtLabel(f.asOf))}`;
}

/** Price, market cap, 24 h change and volume from the price API, or the brand's dated statement. */
export function MarketFiguresView({ market }: { market: MarketFigures }) {
  const keys = ["price", "marketCap", "change24h", "volume24h", "holders"] as const;
  const shown = keys.filter((k) => market[k]);
  return (
    <>
      <p className="mt-3 text-sm text-cream-200" data-testid="market-note">
        {t.marketNote}
      </p>
      {market.fallback && (
        <p className="mt-3 text-sm text-cream-200" data-testid="market-fallback">
          {t.fallback[market.fallback]}
        </p>
      )}
      <dl
        className={cn(
          "mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2",
          shown.length > 4 ? "lg:grid-cols-5" : "lg:grid-cols-4",
        )}
      >
        {shown.map((k) => (
          <Figure
            key={k}
            dark
            label={t.market[k]}
            value={marketValue(k, market[k]!)}
            source={marketSource(market, market[k]!, k)}
            testId={`market-${k}`}
          />
        ))}
      </dl>
    </>
  );
}

export function LedgerFigures({ figures }: { figures: ProtocolFigures }) {
  const { ledger, storeValue } = figures;
  const source = `${t.ledgerSource}, ${t.read(readAtLabel(ledger.readAt))}`;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Figure
        label={t.storeValue}
        value={t.storeValueFigure(storeValue.perNpxUsd)}
        note={t.storeValueNote(npx(storeValue.bagNpx), formatCents(storeValue.bagCents))}
        source={t.storeValueSource}
        testId="store-value"
      />
      <Figure
        label={t.earned}
        value={`${npx(ledger.earnedNpx)} NPX`}
        note={t.earnedNote}
        source={source}
        testId="ledger-earned"
      />
      <Figure
        label={t.claimed}
        value={`${npx(ledger.claimedNpx)} NPX`}
        note={t.claimedNote(ledger.claims)}
        source={source}
        testId="ledger-claimed"
      />
      <Figure
        label={t.revenueThisMonth}
        value={formatCents(ledger.thisMonth.netRevenueCents)}
        note={t.revenueNote(monthLabel(ledger.thisMonth.month))}
        source={source}
        testId="ledger-this-month"
      />
      <Figure
        label={t.revenueLastMonth}
        value={formatCents(ledger.lastMonth.netRevenueCents)}
        note={t.revenueNote(monthLabel(ledger.lastMonth.month))}
        source={source}
        testId="ledger-last-month"
      />
    </dl>
  );
}

function chainValue(f: ChainFigure) {
  return f.state === "read" ? `${npx(f.value)} NPX` : f.state === "not_configured" ? t.notConfigured : t.unavailable;
}
const chainSource = (f: ChainFigure) =>
  f.state === "read" ? `${t.chainSource}, ${t.read(readAtLabel(f.readAt))}` : t.chainSource;

export function ChainFigures({ figures }: { figures: ProtocolFigures }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Figure
        label={t.supply}
        value={chainValue(figures.supply)}
        note={t.supplyNote}
        source={chainSource(figures.supply)}
        testId="chain-supply"
      />
      <Figure
        label={t.pool}
        value={chainValue(figures.pool)}
        note={t.poolNote}
        source={chainSource(figures.pool)}
        testId="chain-pool"
      />
    </dl>
  );
}

/** Each month: its net revenue, each share in dollars, and what the brand did, with explorer links. */
export function MonthlyStatement({ months }: { months: ProtocolFigures["months"] }) {
  if (months.length === 0) return <p className="text-center text-cream-200">{t.noMonths}</p>;
  const notClosed = months.filter((m) => m.state === "not_closed").map((m) => monthLabel(m.month));
  const heads = months[0]!.shares;
  return (
    <div className="mx-auto max-w-5xl">
      <p
        className={cn(
          "mb-4 rounded-2xl px-5 py-3 text-sm font-semibold",
          notClosed.length ? "bg-berry-700 text-cream-50" : "bg-sage-700 text-cream-50",
        )}
        data-testid="not-closed"
      >
        {notClosed.length ? t.notClosedLine(notClosed.join(", ")) : t.allClosed}
      </p>
      <div
        className="overflow-x-auto rounded-2xl ring-1 ring-espresso-700"
        tabIndex={0}
        role="region"
        aria-label={t.statementCaption}
      >
        <table className="w-full min-w-[44rem] text-left text-sm text-cream-100">
          <caption className="sr-only">{t.statementCaption}</caption>
          <thead className="bg-espresso-800 text-xs uppercase tracking-[0.12em] text-cream-200">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t.columns.month}
              </th>
              <th scope="col" className="px-4 py-3 text-right">
                {t.columns.revenue}
              </th>
              {heads.map((s) => (
                <th key={s.id} scope="col" className="px-4 py-3 text-right">{`${s.label} ${s.percent}%`}</th>
              ))}
              <th scope="col" className="px-4 py-3">
                {t.columns.status}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-espresso-700">
            {months.map((m) => (
              <tr key={m.month} data-month={m.month}>
                <th scope="row" className="whitespace-nowrap px-4 py-3 font-semibold text-cream-50">
                  {monthLabel(m.month)}
                </th>
                <td className="px-4 py-3 text-right tabular-nums">{formatCents(m.netRevenueCents)}</td>
                {m.shares.map((s) => (
                  <td key={s.id} className="px-4 py-3 text-right tabular-nums" data-share={s.id}>
                    {formatCents(s.cents)}
                    {s.id === "rewards" && (
                      <span className="block text-xs text-cream-300">{t.earnedNpx(npx(m.earnedNpx))}</span>
                    )}
                  </td>
                ))}
                <td className="px-4 py-3" data-testid="month-state">
                  <p className="font-semibold">{t.state[m.state]}</p>
                  {m.close && m.links && (
                    <ul className="mt-1 space-y-1 text-xs">
                      <li>
                        <ExternalLink href={m.links.buyback} className="underline underline-offset-2">
                          {t.buybackTx}
                        </ExternalLink>
                      </li>
                      <li>
                        <ExternalLink href={m.links.liquidity} className="underline underline-offset-2">
                          {t.liquidityTx}
                        </ExternalLink>
                      </li>
                      <li>{t.marketingSpent(formatCents(m.close.marketingCents), m.close.marketingNote)}</li>
                    </ul>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
