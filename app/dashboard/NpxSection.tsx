// The dashboard's NPX: earned, claimable, claimed and owed back, and the reward pool.
import { Link } from "react-router";
import { Panel } from "~/components/console/page";
import { formatNpx } from "~/components/console/format";
import { dashboardCopy as t } from "~/content/dashboard";
import { formatCents } from "~/utils/money";
import type { Dashboard } from "./dashboard.server";
import { Figure, Figures, pair } from "./figures";

export function NpxSection({ d }: { d: Dashboard }) {
  const c = d.current.npx;
  const b = d.previous.npx;
  const s = t.npx;
  const pool = d.pool;
  return (
    <Panel title={s.title} id="dashboard-npx">
      <Figures>
        <Figure label={s.earned} href="/admin/rewards" {...pair(c.earned, b.earned, formatNpx)} />
        <Figure label={s.guest} href="/admin/rewards" value={formatNpx(c.guestCollectable)} detail={t.change.now} />
        <Figure label={s.claimable} href="/admin/rewards" value={formatNpx(c.claimable)} detail={t.change.now} />
        <Figure label={s.claimed} href="/admin/rewards" {...pair(c.claimed, b.claimed, formatNpx)} />
        <Figure label={s.owedBack} href="/admin/rewards" value={formatNpx(c.owedBack)} detail={t.change.now} />
        <Figure
          label={s.owedDollars}
          href="/admin/rewards"
          value={formatCents(d.npxDollars.owedCents)}
          detail={s.atStoreValue(d.npxDollars.perNpxUsd)}
        />
        {pool.state === "read" ? (
          <>
            <Figure
              label={s.pool}
              href="/admin/rewards"
              value={formatNpx(pool.balanceNpx)}
              detail={s.poolWorth(formatCents(d.npxDollars.poolCents ?? 0))}
            />
            <Figure
              label={s.runway}
              href="/admin/rewards"
              value={pool.runwayDays === null ? t.none : s.runwayDays(pool.runwayDays)}
              detail={
                pool.runwayDays === null
                  ? s.runwayNoClaims
                  : s.runwayDetail(formatNpx(c.claimedLast30Days), formatCents(d.npxDollars.claimedLast30DaysCents))
              }
            />
          </>
        ) : (
          <li className="col-span-2 rounded-xl border border-cream-300 bg-cream-100 p-3 text-sm text-espresso-800">
            <Link to="/admin/rewards" className="font-semibold text-chai-700 hover:underline">
              {s.pool}
            </Link>
            <p className="mt-1">{pool.state === "not_configured" ? s.poolNotConfigured : s.poolUnavailable}</p>
          </li>
        )}
      </Figures>
    </Panel>
  );
}
