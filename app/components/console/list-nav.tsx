// The console's list navigation: status filters with counts, pagination and the links they build.
import { Icon } from "~/components/icons";
import { Link } from "react-router";
import { consoleCopy } from "~/content/admin";
import { cn } from "~/utils/cn";

/** Links that filter a list by status, with counts; they keep nothing else of the query. */
function withQuery(path: string, query: URLSearchParams | undefined, status?: string) {
  const params = new URLSearchParams(query);
  params.delete("page");
  if (status) params.set("status", status);
  else params.delete("status");
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export function StatusFilter<S extends string>({
  basePath,
  current,
  statuses,
  labels,
  counts,
  query,
  total: allTotal,
}: {
  /** The "all" count when the statuses overlap (part refunded is also paid or shipped). */
  total?: number;
  basePath: string;
  /** Other filters the links keep (a date range…). */
  query?: URLSearchParams;
  current?: S;
  statuses: readonly S[];
  labels: Record<S, string>;
  counts: Partial<Record<S, number>>;
}) {
  const total = allTotal ?? statuses.reduce((n, s) => n + (counts[s] ?? 0), 0);
  const items: Array<{ key: string; label: string; n: number; to: string; active: boolean }> = [
    { key: "all", label: consoleCopy.all, n: total, to: withQuery(basePath, query), active: !current },
    ...statuses.map((s) => ({
      key: s,
      label: labels[s],
      n: counts[s] ?? 0,
      to: withQuery(basePath, query, s),
      active: current === s,
    })),
  ];
  return (
    <nav aria-label={consoleCopy.filterLabel} className="-mx-1 overflow-x-auto px-1 pb-1">
      <ul className="flex gap-1.5">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              aria-current={item.active ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full border px-3 py-1.5 text-sm font-medium transition-colors sm:min-h-0",
                item.active
                  ? "border-espresso-900 bg-espresso-900 text-cream-50"
                  : "border-cream-300 bg-cream-50 text-espresso-800 hover:bg-cream-200",
              )}
            >
              {item.label}
              <span
                className={cn(
                  "rounded-full px-1.5 text-xs tabular-nums",
                  item.active ? "bg-cream-50/20" : "bg-cream-200",
                )}
              >
                {item.n}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Pagination({
  page,
  pageSize,
  total,
  hrefFor,
}: {
  page: number;
  pageSize: number;
  total: number;
  hrefFor: (page: number) => string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : Math.min(total, (page - 1) * pageSize + 1);
  const to = Math.min(total, page * pageSize);
  const link =
    "inline-flex h-11 items-center gap-1 rounded-full border border-cream-300 bg-cream-50 px-3 text-sm font-medium hover:bg-cream-200 sm:h-9";
  const off =
    "inline-flex h-11 sm:h-9 items-center gap-1 rounded-full border border-cream-300 px-3 text-sm font-medium text-espresso-600/60";
  // An empty list says so in the table; there is nothing to page through.
  if (total === 0) return null;
  return (
    <nav
      aria-label={consoleCopy.pagination.label}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-cream-300 px-4 py-3 text-sm text-espresso-700 sm:px-5"
    >
      <p className="tabular-nums">
        {from > to ? consoleCopy.pagination.showing(0, 0, 0) : consoleCopy.pagination.showing(from, to, total)}
      </p>
      <div className="flex items-center gap-2">
        {page > 1 ? (
          <Link to={hrefFor(page - 1)} rel="prev" className={link}>
            <Icon name="chevron-left" className="size-4" aria-hidden />
            {consoleCopy.pagination.previous}
          </Link>
        ) : (
          <span className={off} aria-disabled="true">
            <Icon name="chevron-left" className="size-4" aria-hidden />
            {consoleCopy.pagination.previous}
          </span>
        )}
        <span className="px-1 tabular-nums">{consoleCopy.pagination.page(Math.min(page, pages), pages)}</span>
        {page < pages ? (
          <Link to={hrefFor(page + 1)} rel="next" className={link}>
            {consoleCopy.pagination.next}
            <Icon name="chevron-right" className="size-4" aria-hidden />
          </Link>
        ) : (
          <span className={off} aria-disabled="true">
            {consoleCopy.pagination.next}
            <Icon name="chevron-right" className="size-4" aria-hidden />
          </span>
        )}
      </div>
    </nav>
  );
}

/** Builds `path?status=…&page=…`, leaving out defaults. */
export function listHref(path: string, { status, page }: { status?: string; page?: number }) {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
