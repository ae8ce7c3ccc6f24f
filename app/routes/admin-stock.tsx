import { Form, useNavigation } from "react-router";
import { consoleMeta } from "~/admin/meta";
import { OperatorEmailNotice } from "~/admin/OperatorEmailNotice";
import { consoleAction, consoleHeaders, consoleLoader } from "~/admin/route-helpers.server";
import { PageTitle, Panel, ShownOnly } from "~/components/console/page";
import { Notice } from "~/components/console/actions";
import { consoleCopy } from "~/content/admin";
import { Button } from "~/components/ui/button";
import { stockCopy } from "~/content/stock";
import { operatorAddress } from "~/email/operator.server";
import { loadStockPage, runStockAction, type StockActionData } from "~/stock/admin.server";
import { MAX_BAGS } from "~/stock/state";
import { cn } from "~/utils/cn";
import type { Route } from "./+types/admin-stock";

const t = stockCopy.console;

export const loader = consoleLoader(async ({ db, url }) => {
  // ?low=1: the dashboard's "low stock" line, the products at or under their low mark.
  const lowOnly = url.searchParams.get("low") === "1";
  const products = await loadStockPage(db);
  return {
    lowOnly,
    products: lowOnly ? products.filter((p) => p.state === "low" || p.state === "sold_out") : products,
    operatorEmail: operatorAddress(),
  };
});

export const action = consoleAction(({ db, form, admin }) => runStockAction(db, form, admin));

export const headers = consoleHeaders;

export const meta = consoleMeta(t.title);

const stateClass: Record<string, string> = {
  in_stock: "bg-sage-100 text-sage-700",
  low: "bg-chai-300/30 text-chai-700",
  sold_out: "bg-berry-600/10 text-berry-700",
};

export default function AdminStockPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <>
      <PageTitle title={t.title} />
      <p className="max-w-3xl text-sm text-espresso-700">{t.intro}</p>
      <OperatorEmailNotice to={loaderData.operatorEmail} className="max-w-3xl" />
      <Notice result={actionData} />
      {loaderData.lowOnly && <ShownOnly text={consoleCopy.shownOnly.lowStock} allHref="/admin/stock" />}
      {loaderData.products.map((p) => {
        const answer: StockActionData | undefined = actionData?.productId === p.productId ? actionData : undefined;
        const refused = answer && !answer.ok ? answer : undefined;
        const id = `stock-${p.productId}`;
        return (
          <Panel key={p.productId} title={p.name} id={id}>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-3 px-4 pt-4 text-sm sm:grid-cols-4 sm:px-5">
              <Figure
                label={t.columns.forSale}
                value={p.counted ? String(p.available) : t.notCounted}
                testId="stock-for-sale"
              />
              <Figure label={t.columns.held} value={String(p.held)} />
              <Figure label={t.columns.alertLevel} value={p.counted ? String(p.alertLevel) : "—"} />
              <div>
                <dt className="text-espresso-700">{t.columns.state}</dt>
                <dd className="mt-1">
                  {p.state ? (
                    <span
                      className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", stateClass[p.state])}
                      data-testid="stock-state"
                    >
                      {t.states[p.state]}
                    </span>
                  ) : (
                    t.notCounted
                  )}
                </dd>
              </div>
            </dl>
            <dl
              className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 px-4 text-sm sm:grid-cols-4 sm:px-5"
              data-testid="stock-rate"
            >
              {p.rate.perDay.map((w) => (
                <Figure key={w.days} label={t.rate.perDay(w.days)} value={t.rate.value(w.perDay, w.bags)} />
              ))}
              <Figure
                label={t.rate.daysLeft}
                value={
                  !p.counted ? t.notCounted : p.rate.daysLeft === null ? t.rate.noSales : t.rate.days(p.rate.daysLeft)
                }
                testId="stock-days-left"
              />
            </dl>
            {(p.heldRenewals > 0 || p.waiting > 0) && (
              <ul className="mt-3 space-y-1 px-4 text-sm text-espresso-700 sm:px-5">
                {p.heldRenewals > 0 && <li>{t.heldRenewals(p.heldRenewals)}</li>}
                {p.waiting > 0 && <li>{t.waitlist(p.waiting)}</li>}
              </ul>
            )}
            <Form
              method="post"
              // Drawn again with the saved figures once a save lands.
              key={`${p.available}:${p.alertLevel}`}
              className="mt-4 flex flex-wrap items-start gap-4 border-t border-cream-300 px-4 py-4 sm:px-5"
            >
              <input type="hidden" name="productId" value={p.productId} />
              <input type="hidden" name="expected" value={p.available ?? ""} />
              <BagsField
                name="available"
                label={t.form.available}
                hint={t.form.availableHint}
                value={refused?.typed?.available ?? String(p.available ?? 0)}
                error={refused?.fields?.available}
                idPrefix={id}
              />
              <BagsField
                name="alertLevel"
                label={t.form.alertLevel}
                hint={loaderData.operatorEmail ? t.form.alertLevelHint : t.form.alertLevelHintNoEmail}
                value={refused?.typed?.alertLevel ?? String(p.alertLevel ?? 0)}
                error={refused?.fields?.alertLevel}
                idPrefix={id}
              />
              <Button type="submit" size="sm" className="sm:mt-6" disabled={busy}>
                {t.form.save}
              </Button>
            </Form>
          </Panel>
        );
      })}
    </>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt className="text-espresso-700">{label}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums text-espresso-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function BagsField({
  name,
  label,
  hint,
  value,
  error,
  idPrefix,
}: {
  name: string;
  label: string;
  hint: string;
  value: string;
  error?: string;
  idPrefix: string;
}) {
  const id = `${idPrefix}-${name}`;
  return (
    <div className="w-full max-w-56">
      <label htmlFor={id} className="block text-sm font-medium text-espresso-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_BAGS}
        step={1}
        required
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={cn(`${id}-hint`, error && `${id}-error`)}
        className="mt-1.5 block min-h-11 w-full rounded-xl border border-espresso-600/40 bg-white px-3 py-2 tabular-nums aria-[invalid=true]:border-berry-600"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-espresso-700">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-berry-700">
          {error}
        </p>
      )}
    </div>
  );
}
