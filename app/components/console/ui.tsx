// The console's building blocks: badges, tables that stack their rows on a phone,
// status filters, pagination and action notices.
import { Icon } from "~/components/icons";
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import {
  applicationStatusLabels,
  consoleCopy,
  emailStatusLabels,
  jobStatusLabels,
  cardPaymentStatusLabels,
  orderStatusLabels,
  paymentStatusLabels,
  rewardStatusLabels,
} from "~/content/admin";
import { cn } from "~/utils/cn";
import { shortAddress } from "~/content/wallet-menu";
import { useConsoleDates } from "./format";

const tones = {
  amber: "bg-chai-300/35 text-chai-700 ring-chai-400/40",
  green: "bg-sage-100 text-sage-700 ring-sage-500/30",
  dark: "bg-espresso-800/10 text-espresso-800 ring-espresso-700/25",
  red: "bg-berry-600/10 text-berry-700 ring-berry-600/30",
  muted: "bg-cream-200 text-espresso-700 ring-espresso-600/20",
} as const;

type Tone = keyof typeof tones;

const badgeKinds = {
  order: {
    labels: orderStatusLabels,
    tones: {
      pending_payment: "amber",
      paid: "green",
      fulfilled: "dark",
      cancelled: "red",
      refunded: "muted",
      disputed: "red",
    },
  },
  reward: {
    labels: rewardStatusLabels,
    tones: { pending: "amber", earned: "green", distributed: "dark", void: "muted" },
  },
  application: { labels: applicationStatusLabels, tones: { pending: "amber", approved: "green", rejected: "red" } },
  job: { labels: jobStatusLabels, tones: { pending: "amber", running: "dark", done: "green", failed: "red" } },
  email: { labels: emailStatusLabels, tones: { queued: "amber", sent: "green", kept: "muted", failed: "red" } },
  card: {
    labels: cardPaymentStatusLabels,
    tones: { paid: "green", refused: "red", duplicate_refund: "amber", failed: "red" },
  },
  payment: {
    labels: paymentStatusLabels,
    tones: {
      confirmed: "green",
      underpaid: "red",
      wrong_mint: "red",
      wrong_recipient: "red",
      invalid: "red",
      duplicate_refund: "amber",
    },
  },
} as const;

type BadgeKind = keyof typeof badgeKinds;

export function StatusBadge<K extends BadgeKind>({
  kind,
  status,
}: {
  kind: K;
  status: keyof (typeof badgeKinds)[K]["labels"] & string;
}) {
  const spec = badgeKinds[kind] as { labels: Record<string, string>; tones: Record<string, Tone> };
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        tones[spec.tones[status] ?? "muted"],
      )}
    >
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {spec.labels[status] ?? status}
    </span>
  );
}

/** A date, or a date and time, on the store's clock: "Dec 15, 2026" or "Dec 15, 2026, 6:00 PM". */
export function When({ at, dateOnly = false }: { at: Date | string; dateOnly?: boolean }) {
  const dates = useConsoleDates();
  return <time dateTime={new Date(at).toISOString()}>{dateOnly ? dates.date(at) : dates.dateTime(at)}</time>;
}

/** A wallet in a table: short, with the full address for hover and screen readers. */
export function Wallet({ address, full = false }: { address: string; full?: boolean }) {
  if (full) return <span className="break-all font-mono text-xs">{address}</span>;
  return (
    <span className="whitespace-nowrap font-mono text-xs" title={address}>
      <span aria-hidden>{shortAddress(address)}</span>
      <span className="sr-only">{address}</span>
    </span>
  );
}

export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <h1 className="font-display text-2xl font-semibold text-espresso-900 sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

export function Panel({
  title,
  id,
  children,
  className,
  actions,
}: {
  title?: string;
  id?: string;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={title && id ? id : undefined}
      className={cn("rounded-2xl border border-cream-300 bg-cream-50 shadow-sm", className)}
    >
      {title && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-cream-300 px-4 py-3 sm:px-5">
          <h2 id={id} className="font-sans text-base font-semibold text-espresso-900">
            {title}
          </h2>
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

/** A heading cell; numeric columns are right-aligned like their values. */
export type Column = string | { label: string; numeric: true };

/**
 * A dense table. Wider than a phone it scrolls sideways inside its own region when it must; on a
 * phone (below 640 px) each row stacks as lines of "column  value" (app.css `.stacked-table`, the
 * label from the cell's data-label), with the table's roles kept for screen readers.
 */
export function DataTable({
  label,
  head,
  children,
  className,
  empty,
}: {
  label: string;
  head: Column[];
  children: ReactNode;
  className?: string;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
}) {
  if (empty) return <p className="px-5 py-8 text-center text-sm text-espresso-700">{empty}</p>;
  const labels = head.map((h) => (typeof h === "string" ? h : h.label));
  return (
    // Named apart from the panel around it (its heading names that region): two regions, two names.
    <div
      role="region"
      aria-label={consoleCopy.tableRegion(label)}
      tabIndex={0}
      className={cn("overflow-x-auto", className)}
    >
      <table role="table" className="stacked-table w-full border-collapse text-left text-sm sm:min-w-[40rem]">
        <thead role="rowgroup">
          <tr
            role="row"
            className="border-b border-cream-300 bg-cream-200/50 text-xs uppercase tracking-wider text-espresso-700"
          >
            {labels.map((h, i) => (
              <th
                key={i}
                role="columnheader"
                scope="col"
                className={cn(
                  "whitespace-nowrap px-4 py-2.5 font-semibold first:pl-5 last:pr-5",
                  typeof head[i] !== "string" && "text-right",
                )}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-cream-300/80">
          {labelCells(children, labels)}
        </tbody>
      </table>
    </div>
  );
}

/** Gives each row its role and each of its cells its role and its column's label. */
function labelCells(rows: ReactNode, labels: string[]) {
  return Children.map(rows, (row) => {
    if (!isValidElement<{ children?: ReactNode }>(row) || row.type !== "tr") return row;
    let column = 0;
    const cells = Children.map(row.props.children, (cellNode) =>
      isValidElement(cellNode) && cellNode.type === "td"
        ? cloneElement(cellNode as ReactElement<Record<string, unknown>>, {
            role: "cell",
            "data-label": labels[column++],
          })
        : cellNode,
    );
    return cloneElement(row as ReactElement<Record<string, unknown>>, { role: "row" }, cells);
  });
}

/** A numeric column heading. */
export const num = (label: string): Column => ({ label, numeric: true });

export const cell = "px-4 py-3 align-top first:pl-5 last:pr-5";
export const numCell = `${cell} text-right tabular-nums whitespace-nowrap`;

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

/** The answer to the last action: a quiet confirmation, or an error that says what to do. */
export function Notice({ result }: { result?: { ok: boolean; message: string } | null }) {
  if (!result) return null;
  return result.ok ? (
    <p
      role="status"
      className="flex items-start gap-2 rounded-xl border border-sage-500/40 bg-sage-100 px-4 py-3 text-sm font-medium text-sage-700"
    >
      <Icon name="circle-check" className="mt-0.5 size-4 shrink-0" aria-hidden />
      {result.message}
    </p>
  ) : (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl border border-berry-600/40 bg-berry-600/5 px-4 py-3 text-sm font-medium text-berry-700"
    >
      <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" aria-hidden />
      {result.message}
    </p>
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

/** The note an operator adds to an action (optional unless `minLength`); it goes into the audit log. */
export function NoteField({
  id,
  label,
  srLabel,
  maxLength,
  name = "note",
  minLength,
}: {
  id: string;
  label: string;
  srLabel?: string;
  maxLength: number;
  name?: string;
  minLength?: number;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-espresso-900">
        {srLabel ? (
          <>
            <span aria-hidden>{label}</span>
            <span className="sr-only">{srLabel}</span>
          </>
        ) : (
          label
        )}
      </label>
      <textarea
        id={id}
        name={name}
        rows={2}
        maxLength={maxLength}
        minLength={minLength}
        required={minLength !== undefined}
        className="mt-1.5 block w-full rounded-xl border border-espresso-600/40 bg-white px-3 py-2 text-sm"
      />
    </div>
  );
}

/** Outline button look for actions that undo or refuse (cancel, reject). */
export const dangerOutline = "border-berry-600 text-berry-700 hover:bg-berry-600/10";

/**
 * The tick an action that cannot be undone asks for (mark paid, cancel, refund). The form works
 * without JavaScript: the server refuses the action without it.
 */
export function ConfirmBox({ id, label }: { id: string; label: string }) {
  return (
    <label htmlFor={id} className="flex min-h-11 items-center gap-3 text-sm font-medium text-espresso-900">
      <input id={id} type="checkbox" name="confirm" value="yes" required className="size-5 accent-berry-600" />
      {label}
    </label>
  );
}

/** The submit of an action that cannot be undone, with its tick before it. */
export function ConfirmedSubmit({
  id,
  busy,
  children,
  variant = "primary",
  className,
}: {
  id: string;
  busy: boolean;
  children: ReactNode;
  variant?: "primary" | "accent";
  className?: string;
}) {
  return (
    <div className={cn("flex flex-wrap items-center gap-x-4", className)}>
      <ConfirmBox id={id} label={consoleCopy.confirm} />
      <Button type="submit" size="sm" variant={variant} disabled={busy}>
        {children}
      </Button>
    </div>
  );
}

/** A list opened from the dashboard's to-do: what it shows, and the way back to all of it. */
export function ShownOnly({ text, allHref }: { text: string; allHref: string }) {
  return (
    <p className="text-sm text-espresso-800" data-testid="shown-only">
      {text}{" "}
      <Link to={allHref} className="inline-flex min-h-6 items-center font-semibold text-chai-700 underline">
        {consoleCopy.shownOnly.showAll}
      </Link>
    </p>
  );
}
