import { isRouteErrorResponse, Link, Outlet, useLocation, useRouteError } from "react-router";
import { Wallet } from "~/admin/ui";
import { Icon } from "~/components/icons";
import { NotFound } from "~/components/NotFound";
import { consoleCopy } from "~/content/admin";
import { cn } from "~/utils/cn";
import { consoleHeaders, consoleLoader } from "~/admin/route-helpers.server";
import { consoleMeta } from "~/admin/meta";
import { getEnv } from "~/utils/env.server";
import type { Route } from "./+types/admin";

// The store's time zone goes down to every console page: its dates are on the store's clock (app/admin/format.ts).
export const loader = consoleLoader(async ({ admin }) => ({ wallet: admin, timeZone: getEnv().STORE_TIME_ZONE }));

export const headers = consoleHeaders;

export const meta = consoleMeta(consoleCopy.title);

function isActive(pathname: string, to: string) {
  if (to === "/admin") return pathname === "/admin";
  return pathname === to || pathname.startsWith(`${to}/`);
}

function SectionLinks({ pathname, className }: { pathname: string; className: string }) {
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
                </span>
                <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" aria-hidden />
              </summary>
              <SectionLinks pathname={pathname} className="mt-1 grid grid-cols-2" />
            </details>
            <SectionLinks pathname={pathname} className="hidden sm:flex sm:flex-wrap sm:gap-1" />
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
