import { data, Form, useNavigation } from "react-router";
import { consoleMeta } from "~/admin/meta";
import { consoleAction, consoleHeaders, consoleLoader } from "~/admin/route-helpers.server";
import { PageTitle, Panel } from "~/components/console/page";
import { cell, DataTable, num, numCell, Wallet } from "~/components/console/table";
import { Notice } from "~/components/console/actions";
import { Button } from "~/components/ui/button";
import { closeMonth, fromBaseUnits, type CloseResult } from "~/flows/close-protocol-month.server";
import { monthStatements } from "~/flows/protocol-figures.server";
import { storeRewardBack } from "~/cart/reward-back.server";
import { updateStatements } from "~/protocol/update-statements.server";
import { monthLabel } from "~/protocol/months";
import { getStatements } from "~/protocol/statements.server";
import { STATEMENT_KEYS, type StatementKey } from "~/protocol/statement-keys";
import { now } from "~/jobs/clock.server";
import { getEnv } from "~/utils/env.server";
import { formatCents } from "~/utils/money";
import { cn } from "~/utils/cn";
import type { Route } from "./+types/admin-protocol";

const TITLE = "Protocol";
/** Short heads, so the table's stacked rows on a phone keep label and value apart. */
const SHORT_SHARE: Record<string, string> = {
  buybacks: "Buybacks",
  rewards: "Rewards",
  marketing: "Marketing",
  liquidity: "Liquidity",
};
const STATEMENT_LABELS: Record<StatementKey, string> = {
  price: "Price",
  market_cap: "Market cap",
  change_24h: "24H change",
  volume_24h: "24H volume",
  holders: "Holders",
};

export const loader = consoleLoader(async ({ db }) => {
  const env = getEnv();
  const back = await storeRewardBack();
  const [months, statements] = await Promise.all([
    monthStatements(db, now(), env.STORE_TIME_ZONE, back),
    getStatements(db),
  ]);
  return {
    months: months.map((m) => ({
      ...m,
      buyback: m.close && fromBaseUnits(BigInt(m.close.buybackAmount), m.close.buybackDecimals),
      liquidity: m.close && fromBaseUnits(BigInt(m.close.liquidityAmount), m.close.liquidityDecimals),
    })),
    statements,
    brandWallet: env.BRAND_WALLET ?? null,
    priceApi: env.PRICE_API_URL ?? null,
    today: now().toISOString().slice(0, 10),
  };
});

export const action = consoleAction(async ({ db, form, admin }) => {
  const intent = form.get("intent");
  const result: CloseResult =
    intent === "statements" ? await updateStatements(db, form, admin) : await closeMonth(db, form, admin);
  const values = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
  return data({ ...result, intent: String(intent), values }, { status: result.ok ? 200 : 400 });
});

export const headers = consoleHeaders;
export const meta = consoleMeta(TITLE);

const inputClass =
  "mt-1.5 block w-full rounded-xl border border-espresso-600/40 bg-white px-3 py-2 text-sm aria-[invalid=true]:border-berry-600";

export default function AdminProtocolPage({ loaderData, actionData }: Route.ComponentProps) {
  const { months, statements, brandWallet, priceApi, today } = loaderData;
  const busy = useNavigation().state !== "idle";
  const toClose = months.filter((m) => m.state === "not_closed");
  const failed = actionData && !actionData.ok ? actionData : null;
  const closeValues = actionData?.intent === "close" && !actionData.ok ? actionData.values : {};
  const errorFor = (name: string) =>
    failed && "field" in failed && failed.field === name ? failed.message : undefined;
  const field = { values: closeValues, errorFor };

  return (
    <>
      <PageTitle title={TITLE} />
      <Notice result={actionData} />

      <Panel title="Close a month" id="protocol-close">
        <div className="space-y-1 px-4 pt-4 text-sm text-espresso-700 sm:px-5">
          <p>
            Record what was done with a month&apos;s revenue share. Each transaction is checked on chain: it must exist,
            have succeeded, and moved the stated token and amount out of the brand&apos;s wallet.
          </p>
          <p>
            Brand wallet:{" "}
            {brandWallet ? <Wallet address={brandWallet} full /> : <strong>not set (BRAND_WALLET)</strong>}
          </p>
        </div>
        {toClose.length === 0 ? (
          <p className="px-5 py-6 text-sm text-espresso-700">Every month that is over is closed.</p>
        ) : (
          <Form method="post" className="grid gap-4 px-4 py-4 sm:px-5">
            <input type="hidden" name="intent" value="close" />
            <label className="block max-w-xs text-sm font-medium text-espresso-900">
              Month
              <select name="month" defaultValue={closeValues.month ?? toClose[0]!.month} className={inputClass}>
                {toClose.map((m) => (
                  <option key={m.month} value={m.month}>
                    {`${monthLabel(m.month)} · net ${formatCents(m.netRevenueCents)}`}
                  </option>
                ))}
              </select>
            </label>
            <Transfer part="buyback" label="Buyback" {...field} />
            <Transfer part="liquidity" label="Liquidity add" {...field} />
            <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
              <Field name="marketingSpend" label="Marketing spend ($)" {...field} />
              <Field name="marketingNote" label="What it paid for" {...field} />
            </div>
            <div>
              <Button type="submit" disabled={busy}>
                Check on chain and close the month
              </Button>
            </div>
          </Form>
        )}
      </Panel>

      <Panel title="Monthly statement" id="protocol-months">
        <DataTable
          label="Monthly statement"
          head={[
            "Month",
            num("Net revenue"),
            ...(months[0]?.shares.map((s) => num(`${SHORT_SHARE[s.id] ?? s.label} ${s.percent}%`)) ?? []),
            "Closed with",
          ]}
          empty={months.length === 0 && "No sales yet."}
        >
          {months.map((m) => (
            <tr key={m.month}>
              <td className={cell}>
                <strong>{monthLabel(m.month)}</strong>
                <span className="block text-xs text-espresso-700">
                  {m.state === "closed" ? "Closed" : m.state === "open" ? "In progress" : "Not closed"}
                </span>
              </td>
              <td className={numCell}>{formatCents(m.netRevenueCents)}</td>
              {m.shares.map((s) => (
                <td key={s.id} className={numCell}>
                  {formatCents(s.cents)}
                </td>
              ))}
              <td className={cell}>
                {m.close ? (
                  <ul className="space-y-1 text-xs">
                    <li>
                      Buyback {m.buyback}: <Wallet address={m.close.buybackSignature} />
                    </li>
                    <li>
                      Liquidity {m.liquidity}: <Wallet address={m.close.liquiditySignature} />
                    </li>
                    <li>
                      Marketing {formatCents(m.close.marketingCents)}: {m.close.marketingNote}
                    </li>
                  </ul>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      </Panel>

      <Panel title="The brand's statements" id="protocol-statements">
        <Form method="post" className="grid gap-4 px-4 py-4 sm:px-5">
          <input type="hidden" name="intent" value="statements" />
          <p className="text-sm text-espresso-700">
            Figures nobody can check on the store&apos;s ledger or the chain. The page shows them as the brand&apos;s
            statement with this date: holders always, the market figures when no price API answers (price API:{" "}
            {priceApi ? <code className="break-all">{priceApi}</code> : "not set, PRICE_API_URL"}). Leave one empty to
            withdraw it.
          </p>
          <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {STATEMENT_KEYS.map((key) => (
              <label key={key} className="block text-sm font-medium text-espresso-900">
                {STATEMENT_LABELS[key]}
                <input name={key} defaultValue={statements[key]?.value ?? ""} maxLength={40} className={inputClass} />
              </label>
            ))}
            <label className="block text-sm font-medium text-espresso-900">
              As of
              <input
                name="asOf"
                type="date"
                required
                max={today}
                defaultValue={today}
                aria-invalid={errorFor("asOf") ? true : undefined}
                className={inputClass}
              />
            </label>
          </div>
          <div>
            <Button type="submit" size="sm" disabled={busy}>
              Save statements
            </Button>
          </div>
        </Form>
      </Panel>
    </>
  );
}

/** The close form's values after a refusal (so nothing typed is lost) and the refused field's message. */
interface FieldState {
  values: Record<string, string>;
  errorFor: (name: string) => string | undefined;
}

function Field({ name, label, mono, values, errorFor }: { name: string; label: string; mono?: boolean } & FieldState) {
  const error = errorFor(name);
  return (
    <label className="block text-sm font-medium text-espresso-900">
      {label}
      <input
        name={name}
        required
        autoComplete="off"
        spellCheck={false}
        defaultValue={values[name] ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className={cn(inputClass, mono && "font-mono text-xs")}
      />
      {error && (
        <span id={`${name}-error`} className="mt-1 block text-sm font-medium text-berry-700">
          {error}
        </span>
      )}
    </label>
  );
}

function Transfer({ part, label, ...field }: { part: "buyback" | "liquidity"; label: string } & FieldState) {
  return (
    <fieldset className="grid gap-3 rounded-xl border border-cream-300 p-4 sm:grid-cols-[8rem_10rem_minmax(0,1fr)]">
      <legend className="px-1 text-sm font-semibold text-espresso-900">{label}</legend>
      <label className="block text-sm font-medium text-espresso-900">
        Token
        <select name={`${part}Token`} defaultValue={field.values[`${part}Token`] ?? "usdc"} className={inputClass}>
          <option value="usdc">USDC</option>
          <option value="npx">NPX</option>
        </select>
      </label>
      <Field name={`${part}Amount`} label="Amount" {...field} />
      <Field name={`${part}Signature`} label="Transaction signature" mono {...field} />
    </fieldset>
  );
}
