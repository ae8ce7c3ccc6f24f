// The dashboard's period: a plain GET form (a preset, or two days), and the period's exports.
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Panel } from "~/components/console/page";
import { Icon } from "~/components/icons";
import { dashboardCopy as t } from "~/content/dashboard";
import type { Dashboard } from "./dashboard.server";
import { PERIOD_KEYS } from "~/utils/period";

const control = "min-h-11 rounded-lg border border-cream-300 bg-cream-50 px-3 text-sm";

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-espresso-700">
        {label}
      </label>
      {children}
    </div>
  );
}

export function PeriodForm({
  period,
  timeZone,
  exports,
}: Pick<Dashboard, "period" | "timeZone"> & { exports: ReactNode }) {
  const p = t.period;
  return (
    <Panel>
      {period.invalid && (
        <p role="alert" className="border-b border-cream-300 px-4 py-3 text-sm font-semibold text-berry-700 sm:px-5">
          {p.invalid}
        </p>
      )}
      {/* Folded by default (a <details>: no script needed), so a phone's first screen is the to-do and the sales. */}
      <details className="group" data-testid="period-form">
        <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-2 text-sm sm:px-5 [&::-webkit-details-marker]:hidden">
          <span>
            <span className="font-semibold text-espresso-900">{p.showing(period.from, period.to, timeZone)}</span>{" "}
            <span className="text-xs text-espresso-700">{p.previous(period.previous.from, period.previous.to)}</span>
          </span>
          <span className="inline-flex items-center gap-1 font-semibold text-chai-700">
            {p.change}
            <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" aria-hidden />
          </span>
        </summary>
        <Form method="get" className="flex flex-wrap items-end gap-3 border-t border-cream-300 p-4 sm:p-5">
          <Field id="period" label={p.label}>
            <select id="period" name="period" defaultValue={period.key} className={control}>
              {PERIOD_KEYS.map((key) => (
                <option key={key} value={key}>
                  {p.options[key]}
                </option>
              ))}
            </select>
          </Field>
          {(["from", "to"] as const).map((name) => (
            <Field key={name} id={name} label={p[name]}>
              <input
                id={name}
                name={name}
                type="date"
                defaultValue={period[name]}
                aria-describedby="period-hint"
                className={control}
              />
            </Field>
          ))}
          <button
            type="submit"
            className="min-h-11 rounded-lg bg-espresso-900 px-4 text-sm font-semibold text-cream-50 hover:bg-espresso-800"
          >
            {p.submit}
          </button>
          <p id="period-hint" className="w-full text-xs text-espresso-700">
            {p.customHint}
          </p>
          <p className="w-full text-xs text-espresso-700">{p.kept}</p>
          {exports}
        </Form>
      </details>
    </Panel>
  );
}

/** The period's exports; on a phone they sit in the folded period form, to keep the first screen for the to-do. */
export function Exports({ href, className = "" }: { href: string; className?: string }) {
  const link =
    "inline-flex min-h-11 items-center gap-2 rounded-lg border border-cream-300 bg-cream-50 px-3 text-sm font-semibold text-espresso-900 hover:bg-cream-200";
  return (
    <div className={`flex w-full flex-wrap gap-2 sm:hidden ${className}`}>
      <a href={href} className={link}>
        <Icon name="download" className="size-4" aria-hidden />
        {t.period.exportCsv}
      </a>
      <a href={href.replace("/admin/orders/export.csv", "/admin/money/movements.csv")} className={link}>
        <Icon name="download" className="size-4" aria-hidden />
        {t.period.exportMovements}
      </a>
    </div>
  );
}
