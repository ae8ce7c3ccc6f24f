// The dashboard's first panel: what needs doing now, one line per kind of work, each a link to the
// console list it counts; lines with nothing to do are left out, and an empty day is one line.
import { Link } from "react-router";
import { dashboardCopy } from "~/content/dashboard";
import { formatCents } from "~/utils/money";
import { TODAY_HREFS, TODAY_KEYS, type TodayCounts } from "./today";
import type { Today } from "./today.server";

const t = dashboardCopy.today;

function lineOf(key: keyof TodayCounts, today: Today): { text: string; detail: string | null } {
  const n = today.counts[key];
  const now = Date.parse(today.now);
  const age = (iso: string) => t.age(now - Date.parse(iso));
  switch (key) {
    case "toShip":
      return {
        text: t.toShip(n),
        detail: t.toShipDetail(today.ship.map((o) => t.shipOrder(o.number, age(o.paidAt))).join(", ")),
      };
    case "refundRequests":
      return {
        text: t.refundRequests(n),
        detail: today.requests.oldest
          ? t.refundDetail(age(today.requests.oldest.askedAt), today.requests.overdue)
          : null,
      };
    case "unpaidToday":
      return { text: t.unpaidToday(n), detail: today.firstDeadline ? t.unpaidDetail(today.firstDeadline) : null };
    case "lowStock":
      return {
        text: t.lowStock(n),
        detail: today.low.map((p) => t.lowItem(p.name, p.available, p.alertLevel)).join(", ") || null,
      };
    case "moneyStuck":
      return { text: t.moneyStuck(n), detail: (today.short && t.short[today.short]) || t.moneyDetail };
    case "payoutsDue":
      return { text: t.payoutsDue(n), detail: t.payoutsDetail(formatCents(today.payoutsCents)) };
  }
}

export function TodayPanel({ today }: { today: Today }) {
  const due = TODAY_KEYS.filter((key) => today.counts[key] > 0);
  return (
    <section
      aria-labelledby="dashboard-today"
      className="rounded-2xl border border-cream-300 bg-cream-50 shadow-sm"
      data-testid="dashboard-today"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 border-b border-cream-300 px-4 py-2.5 sm:px-5">
        <h2 id="dashboard-today" className="font-sans text-base font-semibold text-espresso-900">
          {t.title}
        </h2>
        <p className="text-xs text-espresso-700">{t.intro}</p>
      </div>
      {due.length === 0 ? (
        <p className="px-4 py-3 text-sm text-espresso-800 sm:px-5">{t.nothing}</p>
      ) : (
        <ul className="divide-y divide-cream-300">
          {due.map((key) => {
            const { text, detail } = lineOf(key, today);
            return (
              <li key={key} data-testid={`today-${key}`}>
                <Link
                  to={TODAY_HREFS[key]}
                  className="group flex min-h-11 flex-col justify-center px-4 py-2 hover:bg-cream-100 sm:px-5"
                >
                  <span className="text-sm font-semibold text-chai-700 underline-offset-2 group-hover:underline">
                    {text}
                  </span>
                  {detail && <span className="text-xs text-espresso-700">{detail}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
