// The funnel's steps as a table, drawn the same on the dashboard and on the funnel's own page
// (which adds each step's note and its rate from the first step).
import type { ReactNode } from "react";
import { cell, DataTable, num, numCell } from "~/components/console/table";
import { funnelCopy as t } from "~/content/funnel";
import { count, type StepRow } from "./format";

export function FunnelStepsTable({
  rows,
  label,
  full = false,
  extra,
}: {
  rows: StepRow[];
  label: string;
  full?: boolean;
  /** Columns added after the others (the dashboard's previous period and change). */
  extra?: { head: string[]; cells: (row: StepRow) => ReactNode[] };
}) {
  const c = t.columns;
  const head = [
    c.step,
    num(c.count),
    num(c.fromPrevious),
    ...(full ? [num(c.fromFirst)] : []),
    ...(extra?.head.map(num) ?? []),
  ];
  return (
    <DataTable label={label} head={head}>
      {rows.map((row) => (
        <tr key={row.step}>
          <td className={cell}>
            {full ? (
              <>
                <span className="font-semibold">{t.steps[row.step]}</span>
                <span className="block text-xs text-espresso-700">{t.stepNotes[row.step]}</span>
              </>
            ) : (
              t.steps[row.step]
            )}
          </td>
          <td className={numCell}>{count(row.count)}</td>
          <td className={numCell}>{row.fromPrevious ?? t.noRate}</td>
          {full && <td className={numCell}>{row.fromFirst ?? t.noRate}</td>}
          {extra?.cells(row).map((content, i) => (
            <td key={i} className={numCell}>
              {content}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}
