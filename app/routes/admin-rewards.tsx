import { Icon } from "~/components/icons";
import { Form, useNavigation } from "react-router";
import { formatNpx } from "~/components/console/format";
import { getRewardsOverview, runRewardsAction, type PoolOverview } from "~/admin/rewards.server";
import { PageTitle, Panel } from "~/components/console/page";
import { cell, DataTable, num, numCell, Wallet, When } from "~/components/console/table";
import { ConfirmedSubmit, Notice } from "~/components/console/actions";
import { Button, buttonClass } from "~/components/ui/button";
import { rewardsCopy as t } from "~/content/admin";
import { cn } from "~/utils/cn";
import { consoleAction, consoleHeaders, consoleLoader } from "~/admin/route-helpers.server";
import { consoleMeta } from "~/admin/meta";
import type { Route } from "./+types/admin-rewards";

export const loader = consoleLoader(async ({ db }) => {
  return getRewardsOverview(db);
});

export const action = consoleAction(async ({ admin, db, form }) => {
  return runRewardsAction(db, form, admin);
});

export const headers = consoleHeaders;

export const meta = consoleMeta(t.title);

export default function AdminRewardsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { totals, undistributed, distributions, pool, settings } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const sum = undistributed.reduce((n, b) => n + b.amountNpx, 0);
  const signatureError =
    actionData && !actionData.ok && actionData.field === "txSignature" ? actionData.message : undefined;
  const uc = t.undistributedColumns;
  const tc = t.totalsColumns;
  const dc = t.distributionsColumns;
  return (
    <>
      <PageTitle title={t.title} />
      <Notice result={actionData} />

      <PoolPanel pool={pool} busy={busy} hasDue={undistributed.length > 0} />
      <Panel title={t.settings.title} id="rewards-settings">
        <Form method="post" className="flex flex-wrap items-end gap-4 px-4 py-4 sm:px-5">
          <input type="hidden" name="intent" value="settings" />
          <LimitField name="minClaimNpx" label={t.settings.minClaim} value={settings.minClaimNpx} />
          <LimitField name="dailyCapNpx" label={t.settings.dailyCap} value={settings.dailyCapNpx} />
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-espresso-900">
            <input
              type="checkbox"
              name="claimsPaused"
              defaultChecked={settings.claimsPaused}
              className="size-4 accent-chai-600"
            />
            {t.settings.paused}
          </label>
          <Button type="submit" size="sm" disabled={busy}>
            {t.settings.save}
          </Button>
        </Form>
      </Panel>

      <Panel
        title={t.undistributedTitle}
        id="rewards-undistributed"
        actions={
          undistributed.length > 0 && (
            <a href="/admin/rewards/export.csv" download className={buttonClass({ variant: "outline", size: "sm" })}>
              <Icon name="download" aria-hidden />
              {t.exportCsv}
            </a>
          )
        }
      >
        <p className="px-4 pt-3 text-sm text-espresso-700 sm:px-5">{t.undistributedIntro}</p>
        {undistributed.length === 0 ? (
          <p className="px-5 py-8 text-center text-sm text-espresso-700">{t.undistributedEmpty}</p>
        ) : (
          <Form method="post">
            <DataTable
              label={t.undistributedTitle}
              head={[uc.include, uc.wallet, num(uc.amount), uc.entries, uc.orders]}
              className="mt-3"
            >
              {undistributed.map((b) => (
                <tr key={b.wallet}>
                  <td className={cell}>
                    <input
                      type="checkbox"
                      name="batch"
                      value={b.entryIds.join(",")}
                      defaultChecked
                      aria-label={t.includeLabel(b.wallet)}
                      className="size-4 accent-chai-600"
                    />
                  </td>
                  <td className={cell}>
                    <Wallet address={b.wallet} full />
                  </td>
                  <td className={`${numCell} font-semibold`}>{formatNpx(b.amountNpx)}</td>
                  <td className={`${cell} tabular-nums text-espresso-700`}>
                    {b.entryIds.map((id) => `#${id}`).join(" ")}
                  </td>
                  <td className={`${cell} text-espresso-700`}>{b.orderNumbers.join(", ")}</td>
                </tr>
              ))}
            </DataTable>
            <div className="grid gap-4 border-t border-cream-300 px-4 py-4 sm:px-5 md:grid-cols-[minmax(0,1fr)_auto] md:items-end">
              <div>
                <p className="mb-3 text-sm font-semibold text-espresso-900">{t.summary(sum, undistributed.length)}</p>
                <label htmlFor="txSignature" className="block text-sm font-medium text-espresso-900">
                  {t.signature}
                </label>
                <p id="txSignature-hint" className="mt-0.5 text-xs text-espresso-700">
                  {t.signatureHint}
                </p>
                <input
                  id="txSignature"
                  name="txSignature"
                  type="text"
                  required
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={signatureError ? true : undefined}
                  aria-describedby={cn("txSignature-hint", signatureError && "txSignature-error")}
                  className="mt-1.5 block w-full rounded-xl border border-espresso-600/40 bg-white px-3 py-2 font-mono text-xs aria-[invalid=true]:border-berry-600"
                />
                {signatureError && (
                  <p id="txSignature-error" className="mt-1.5 text-sm font-medium text-berry-700">
                    {signatureError}
                  </p>
                )}
              </div>
              <ConfirmedSubmit id="distribute-confirm" busy={busy}>
                {t.markDistributed}
              </ConfirmedSubmit>
            </div>
          </Form>
        )}
      </Panel>

      <Panel title={t.totalsTitle} id="rewards-totals">
        <DataTable
          label={t.totalsTitle}
          head={[tc.wallet, num(tc.pending), num(tc.earned), num(tc.distributed), num(tc.void), num(tc.entries)]}
          empty={totals.length === 0 && t.totalsEmpty}
        >
          {totals.map((w) => (
            <tr key={w.wallet}>
              <td className={cell}>
                <Wallet address={w.wallet} />
              </td>
              <td className={numCell}>{formatNpx(w.pending)}</td>
              <td className={`${numCell} font-semibold`}>{formatNpx(w.earned)}</td>
              <td className={numCell}>{formatNpx(w.distributed)}</td>
              <td className={`${numCell} text-espresso-700`}>{formatNpx(w.void)}</td>
              <td className={numCell}>{w.entries}</td>
            </tr>
          ))}
        </DataTable>
      </Panel>

      <Panel title={t.distributionsTitle} id="rewards-distributions">
        <DataTable
          label={t.distributionsTitle}
          head={[dc.id, dc.wallet, dc.status, dc.signature, num(dc.total), num(dc.entries), dc.by, dc.when]}
          empty={distributions.length === 0 && t.distributionsEmpty}
        >
          {distributions.map((d) => (
            <tr key={d.id}>
              <td className={`${cell} tabular-nums`}>#{d.id}</td>
              <td className={cell}>{d.wallet ? <Wallet address={d.wallet} /> : "—"}</td>
              <td className={cell} title={d.transferError ?? undefined}>
                {d.transferStatus ? t.claimStatus[d.transferStatus] : "—"}
              </td>
              <td className={cell}>{d.txSignature ? <Wallet address={d.txSignature} /> : "—"}</td>
              <td className={numCell}>{formatNpx(d.totalNpx)}</td>
              <td className={numCell}>{d.entries}</td>
              <td className={cell}>
                <Wallet address={d.createdBy} />
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <When at={d.createdAt} />
              </td>
            </tr>
          ))}
        </DataTable>
      </Panel>
    </>
  );
}

function LimitField({ name, label, value }: { name: string; label: string; value: number }) {
  return (
    <label className="block text-sm font-medium text-espresso-900">
      {label}
      <input
        name={name}
        type="number"
        min={0}
        step={1}
        required
        defaultValue={value}
        className="mt-1.5 block w-40 rounded-xl border border-espresso-600/40 bg-white px-3 py-2 tabular-nums"
      />
    </label>
  );
}

function PoolPanel({ pool, busy, hasDue }: { pool: PoolOverview; busy: boolean; hasDue: boolean }) {
  const p = t.pool;
  if (!pool.configured) {
    return (
      <Panel title={p.title} id="rewards-pool">
        <p className="px-4 py-4 text-sm text-espresso-700 sm:px-5">
          {pool.keyError ? p.keyError(pool.keyError) : p.notConfigured}
        </p>
      </Panel>
    );
  }
  const short = pool.balanceNpx !== null && pool.balanceNpx < pool.owedNpx ? pool.owedNpx - pool.balanceNpx : 0;
  return (
    <Panel title={p.title} id="rewards-pool">
      <dl className="grid gap-4 px-4 py-4 text-sm sm:grid-cols-2 sm:px-5">
        <div>
          <dt className="text-espresso-700">{p.balance}</dt>
          <dd className="text-2xl font-semibold tabular-nums text-espresso-900" data-testid="pool-balance">
            {pool.balanceNpx === null ? p.unreadable : formatNpx(pool.balanceNpx)}
          </dd>
        </div>
        <div>
          <dt className="text-espresso-700">{p.owed}</dt>
          <dd className="text-2xl font-semibold tabular-nums text-espresso-900" data-testid="pool-owed">
            {formatNpx(pool.owedNpx)}
          </dd>
        </div>
        <div>
          <dt className="text-espresso-700">{p.authority}</dt>
          <dd>
            <Wallet address={pool.authority!} full />
          </dd>
        </div>
        <div>
          <dt className="text-espresso-700">{p.mint}</dt>
          <dd>
            <Wallet address={pool.mint!} full />
          </dd>
        </div>
      </dl>
      {short > 0 && (
        <p role="alert" className="mx-4 mb-4 text-sm font-semibold text-berry-700 sm:mx-5">
          {p.short(short)}
        </p>
      )}
      {hasDue && (
        <Form method="post" className="border-t border-cream-300 px-4 py-4 sm:px-5">
          <input type="hidden" name="intent" value="send-all" />
          <p className="mb-3 text-sm text-espresso-700">{p.sendAllHint}</p>
          <ConfirmedSubmit id="send-all-confirm" busy={busy}>
            {p.sendAll}
          </ConfirmedSubmit>
        </Form>
      )}
    </Panel>
  );
}
