// The console's tables: dense, stacking their rows on a phone, and what their cells show (dates
// on the store's clock, wallets).
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { consoleCopy } from "~/content/admin";
import { cn } from "~/utils/cn";
import { shortAddress } from "~/content/wallet-menu";
import { useConsoleDates } from "./format";

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
