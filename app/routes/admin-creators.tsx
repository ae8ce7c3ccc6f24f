import { Form, useNavigation } from "react-router";
import { runCreatorsAction } from "~/admin/creators.server";
import { PageTitle, Panel, ShownOnly } from "~/components/console/page";
import { cell, DataTable, num, numCell, Wallet, When } from "~/components/console/table";
import { ConfirmBox, ConfirmedSubmit, Notice } from "~/components/console/actions";
import { consoleCopy } from "~/content/admin";
import { inputClass } from "~/components/ui/field";
import { Button, buttonClass } from "~/components/ui/button";
import { adminCreatorsPage as t, payoutMethodLabels, payoutStatusLabels } from "~/content/creator-program";
import { listCreatorsWithFigures } from "~/creators/dashboard.server";
import { listPayouts } from "~/creators/payouts.server";
import { getEnv } from "~/utils/env.server";
import { formatCents } from "~/utils/money";
import { consoleAction, consoleHeaders, consoleLoader } from "~/admin/route-helpers.server";
import { consoleMeta } from "~/admin/meta";
import type { Route } from "./+types/admin-creators";

export const loader = consoleLoader(async ({ db, url }) => {
  const [creators, all] = await Promise.all([listCreatorsWithFigures(db), listPayouts(db)]);
  // ?payouts=due: the dashboard's "payouts due" line.
  const dueOnly = url.searchParams.get("payouts") === "due";
  const payouts = dueOnly ? all.filter((p) => p.payout.status === "due") : all;
  return { creators, payouts, dueOnly, minimumCents: getEnv().CREATOR_PAYOUT_MINIMUM_CENTS };
});

export const action = consoleAction(async ({ admin, db, form }) => {
  return runCreatorsAction(db, form, admin);
});

export const headers = consoleHeaders;

export const meta = consoleMeta(t.title);

const smallInput = inputClass.replace("h-12", "h-10").replace("px-4", "px-3");

export default function AdminCreatorsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { creators, payouts, dueOnly, minimumCents } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <PageTitle title={t.title}>
        <a href="/admin/creators/payouts.csv" className={buttonClass({ variant: "outline", size: "sm" })} download>
          {t.csv}
        </a>
      </PageTitle>
      <p className="text-sm text-espresso-700">{t.intro}</p>
      <Notice result={actionData} />
      <Panel title={t.title} id="creators-title">
        <DataTable
          label={t.title}
          head={[
            t.columns.creator,
            t.columns.code,
            num(t.columns.clicks),
            num(t.columns.orders),
            num(t.columns.revenue),
            num(t.columns.owed),
            num(t.columns.paid),
          ]}
          empty={creators.length === 0 ? t.empty : undefined}
        >
          {creators.map(({ creator: c, ...f }) => (
            <tr key={c.id} data-testid={`creator-row-${c.code}`}>
              <td className={cell}>
                <p className="font-semibold text-espresso-900">{c.name}</p>
                <p className="break-all text-xs text-espresso-700">{c.email}</p>
                {c.wallet && <Wallet address={c.wallet} />}
              </td>
              <td className={cell}>
                <Form method="post" className="grid gap-2 sm:min-w-[16rem]">
                  <input type="hidden" name="intent" value="save" />
                  <input type="hidden" name="id" value={c.id} />
                  <label className="text-xs font-semibold text-espresso-700">
                    {t.codeLabel}
                    <input name="code" defaultValue={c.code} required maxLength={20} className={smallInput} />
                  </label>
                  <div className="grid grid-cols-2 gap-2">
                    <label className="text-xs font-semibold text-espresso-700">
                      {t.commissionLabel}
                      <input
                        name="commission"
                        type="number"
                        min={0}
                        max={25}
                        step={0.01}
                        defaultValue={c.commissionBps / 100}
                        className={smallInput}
                      />
                    </label>
                    <label className="text-xs font-semibold text-espresso-700">
                      {t.discountLabel}
                      <input
                        name="discount"
                        type="number"
                        min={0}
                        max={50}
                        step={0.01}
                        defaultValue={c.discountBps / 100}
                        className={smallInput}
                      />
                    </label>
                  </div>
                  <label className="flex items-center gap-2 text-sm text-espresso-800">
                    <input type="checkbox" name="active" defaultChecked={c.active} /> {t.active}
                  </label>
                  <Button type="submit" variant="outline" size="sm" disabled={busy}>
                    {t.edit}
                  </Button>
                </Form>
              </td>
              <td className={numCell}>{f.clicks.toLocaleString("en-US")}</td>
              <td className={numCell}>{f.orders.toLocaleString("en-US")}</td>
              <td className={numCell}>{formatCents(f.revenueCents)}</td>
              <td className={numCell}>{formatCents(f.owedCents)}</td>
              <td className={numCell}>{formatCents(f.paidCents)}</td>
            </tr>
          ))}
        </DataTable>
      </Panel>

      <Panel
        title={t.payoutsTitle}
        id="payouts-title"
        actions={
          <Form method="post">
            <input type="hidden" name="intent" value="run-payouts" />
            <ConfirmedSubmit id="run-payouts-confirm" busy={busy} variant="accent">
              {t.runPayouts}
            </ConfirmedSubmit>
          </Form>
        }
      >
        <p className="px-5 pt-3 text-sm text-espresso-700">{t.runPayoutsNote(minimumCents)}</p>
        <p className="px-5 pt-1 text-sm text-espresso-700">{t.onChainNote}</p>
        {dueOnly && (
          <div className="px-5 pt-1">
            <ShownOnly text={consoleCopy.shownOnly.payoutsDue} allHref="/admin/creators#payouts-title" />
          </div>
        )}
        <DataTable
          label={t.payoutsTitle}
          head={["Created", "Creator", num("Amount"), "Method", "Status", "Reference"]}
          empty={payouts.length === 0 ? t.noPayouts : undefined}
          className="mt-3"
        >
          {payouts.map(({ payout: p, name, code, transferStatus }) => (
            <tr key={p.id} data-testid={`payout-row-${p.id}`}>
              <td className={cell}>
                <When at={p.createdAt} />
              </td>
              <td className={cell}>
                {name} <span className="text-xs text-espresso-700">({code})</span>
              </td>
              <td className={numCell}>{formatCents(p.amountCents)}</td>
              <td className={cell}>{payoutMethodLabels[p.method]}</td>
              <td className={cell}>
                {payoutStatusLabels[p.status]}
                {p.status === "due" && transferStatus === "failed" && ` · ${t.transferFailed}`}
              </td>
              <td className={cell}>
                {p.status === "paid" || (p.method === "usdc" && transferStatus !== "failed") ? (
                  <span className="break-all">{p.reference ?? p.txSignature ?? t.sending}</span>
                ) : (
                  <Form method="post" className="grid gap-1 sm:min-w-[16rem]">
                    <input type="hidden" name="intent" value="mark-paid" />
                    <input type="hidden" name="id" value={p.id} />
                    <div className="flex gap-2">
                      <input
                        name="reference"
                        aria-label={t.referenceLabel}
                        placeholder={t.referenceLabel}
                        required
                        maxLength={200}
                        className={smallInput}
                      />
                      <Button type="submit" variant="outline" size="sm" disabled={busy}>
                        {t.markPaid}
                      </Button>
                    </div>
                    <ConfirmBox id={`payout-confirm-${p.id}`} label={consoleCopy.confirm} />
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      </Panel>
    </>
  );
}
