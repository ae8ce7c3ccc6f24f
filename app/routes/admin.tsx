import { isRouteErrorResponse, Link, Outlet, useLocation, useRouteError } from "react-router";
import { Wallet } from "~/components/console/table";
import { Icon } from "~/components/icons";
import { NotFound } from "~/components/NotFound";
import { consoleCopy } from "~/content/admin";
import { dashboardCopy } from "~/content/dashboard";
import { getTodayCounts } from "~/dashboard/today.server";
import { TODAY_KEYS, type TodayCounts } from "~/dashboard/today";
import { cn } from "~/utils/cn";
import { consoleHeaders, consoleLoader } from "~/admin/route-helpers.server";
import { consoleMeta } from "~/admin/meta";
import { getEnv } from "~/utils/env.server";
import type { Route } from "./+types/admin";

// Every console page shows the to-do's counts as the menu's badges: one query (app/dashboard/today.server.ts).
// The store's time zone goes down to every console page: its dates are on the store's clock (app/components/console/format.ts).
export const loader = consoleLoader(async ({ admin, db }) => ({
  wallet: admin,
  counts: await getTodayCounts(db),
  timeZone: getEnv().STORE_TIME_ZONE,
}));

type Badge = { n: number; label: string };

/** The menu's badges: each section's count of what waits there, said in words as part of the link's name. */
function badgesOf(c: TodayCounts): Record<string, Badge> {
  const b = dashboardCopy.today.badge;
  const badge = (n: number, label: (n: number) => string): Badge => ({ n, label: label(n) });
  const total = TODAY_KEYS.reduce((sum, key) => sum + c[key], 0);
  return {
    "/admin": badge(total, b.dashboard),
    "/admin/orders": badge(c.toShip, b.orders),
    "/admin/refunds": badge(c.refundRequests + c.moneyStuck, b.refunds),
    "/admin/stock": badge(c.lowStock, b.stock),
    "/admin/creators": badge(c.payoutsDue, b.creators),
  };
}

function CountBadge({ badge }: { badge: Badge | undefined }) {
  if (!badge || badge.n <= 0) return null;
  return (
    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-espresso-900 px-1.5 text-xs font-semibold tabular-nums text-cream-50">
      <span aria-hidden>{badge.n.toLocaleString("en-US")}</span>
      <span className="sr-only"> ({badge.label})</span>
    </span>
  );
}

export const headers = consoleHeaders;

export const meta = consoleMeta(consoleCopy.title);

function isActive(pathname: string, to: string) {
  if (to === "/admin") return pathname === "/admin";
  return pathname === to || pathname.startsWith(`${to}/`);
}

function SectionLinks({
  pathname,
  className,
  badges,
}: {
  pathname: string;
  className: string;
  badges: Record<string, Badge>;
}) {
  return (
    <ul className={className}>
      {consoleCopy.nav.map((item) => {
        const active = isActive(pathname, item.to);
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={active ? "page" : undefined}
              className={cn(
                "flex min-h-11 items-center whitespace-nowrap border-b-2 px-3 text-sm font-semibold transition-colors",
                active
                  ? "border-chai-600 text-espresso-900"
                  : "border-transparent text-espresso-700 hover:border-cream-300 hover:text-espresso-900",
              )}
            >
              {item.label}
              <CountBadge badge={badges[item.to]} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const current = consoleCopy.nav.find((item) => isActive(pathname, item.to));
  const badges = badgesOf(loaderData.counts);
  return (
    <div className="min-h-[70vh] bg-cream-100">
      <div className="border-b border-cream-300 bg-cream-50">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 pt-4">
            <p className="text-xs font-semibold uppercase tracking-[0.22em] text-chai-700">{consoleCopy.title}</p>
            <p className="text-xs text-espresso-700">
              {consoleCopy.signedInAs} <Wallet address={loaderData.wallet} />
            </p>
          </div>
          {/* On a phone one compact menu (a <details>: no script needed); wider, rows of tabs that wrap. */}
          <nav aria-label={consoleCopy.title} className="mt-2">
            <details key={pathname} className="group pb-2 sm:hidden" data-testid="console-menu">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between rounded-lg border border-cream-300 bg-cream-100 px-3 text-sm font-semibold text-espresso-900 [&::-webkit-details-marker]:hidden">
                <span>
                  {consoleCopy.sections}: {current?.label ?? consoleCopy.nav[0].label}
                  <CountBadge badge={badges["/admin"]} />
                </span>
                <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" aria-hidden />
              </summary>
              <SectionLinks pathname={pathname} badges={badges} className="mt-1 grid grid-cols-2" />
            </details>
            <SectionLinks pathname={pathname} badges={badges} className="hidden sm:flex sm:flex-wrap sm:gap-1" />
          </nav>
        </div>
      </div>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
        <Outlet />
      </div>
    </div>
  );
}

/** Caught here rather than at the root, so the console's meta gives the page its title. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-28 text-center sm:px-6">
      <h1 className="font-display text-4xl font-semibold">{consoleCopy.errorTitle}</h1>
      <p className="mt-4 text-lg text-espresso-700">{consoleCopy.errorBody}</p>
    </section>
  );
}
