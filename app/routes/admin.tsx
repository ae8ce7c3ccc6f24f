import { isRouteErrorResponse, Link, Outlet, useLocation, useRouteError } from "react-router";
import { Wallet } from "~/admin/ui";
import { NotFound } from "~/components/NotFound";
import { consoleCopy } from "~/content/admin";
import { cn } from "~/utils/cn";
import { consoleHeaders, consoleLoader } from "~/admin/route-helpers.server";
import { consoleMeta } from "~/admin/meta";
import type { Route } from "./+types/admin";

export const loader = consoleLoader(async ({ admin }) => ({ wallet: admin }));

export const headers = consoleHeaders;

export const meta = consoleMeta(consoleCopy.title);

function isActive(pathname: string, to: string) {
  if (to === "/admin") return pathname === "/admin";
  return pathname === to || pathname.startsWith(`${to}/`);
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
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
          {/* On a phone every section shows, wrapped in rows; wider, one row that scrolls if it must. */}
          <nav aria-label={consoleCopy.title} className="mt-2 sm:overflow-x-auto">
            <ul className="-ml-3 flex flex-wrap sm:ml-0 sm:flex-nowrap sm:gap-1">
              {consoleCopy.nav.map((item) => {
                const active = isActive(pathname, item.to);
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      aria-current={active ? "page" : undefined}
                      className={cn(
                        "inline-block whitespace-nowrap border-b-2 px-3 py-3 text-sm font-semibold transition-colors",
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
