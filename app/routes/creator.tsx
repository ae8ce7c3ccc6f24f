import type { ReactNode } from "react";
import { Form } from "react-router";
import { inputClass } from "~/components/ui/field";
import { buttonClass, Button } from "~/components/ui/button";
import {
  commissionSourceLabels,
  commissionStatusLabels,
  creatorPage as t,
  payoutMethodLabels,
  payoutStatusLabels,
  percentFromBps,
} from "~/content/creator-program";
import { runCreatorAction, loadCreatorPage } from "~/creators/creator-page.server";
import { CopyField } from "~/creators/CopyField";
import { formatCents } from "~/utils/money";
import { WalletAction } from "~/wallet/WalletAction";
import type { Route } from "./+types/creator";

export const meta: Route.MetaFunction = () => [
  { title: `${t.seoTitle} | NAVA Focus` },
  { name: "description", content: t.seoDescription },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  return loadCreatorPage(request);
}

export async function action({ request }: Route.ActionArgs) {
  return runCreatorAction(request);
}

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-2xl border border-cream-300 bg-cream-50 p-4">
      <dt className="text-xs font-semibold uppercase tracking-wider text-espresso-700">{label}</dt>
      <dd className="mt-1 font-display text-2xl font-semibold tabular-nums text-espresso-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function SignIn({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const error = actionData && !actionData.ok ? actionData.error : null;
  // On a phone the emailed link comes first: the wallet would jump into Phantom's app.
  const emailFirst = loaderData.emailFirst;
  const walletWay = (
    <section
      aria-labelledby="wallet-title"
      className="mt-6 rounded-2xl border border-cream-300 bg-cream-50 p-6 first:mt-8"
      data-testid="creator-wallet-way"
    >
      <h2 id="wallet-title" className="font-display text-2xl font-semibold">
        {t.walletTitle}
      </h2>
      <p className="mt-2 text-sm text-espresso-700">{emailFirst ? t.walletNotePhone : t.walletNote}</p>
      <div className="mt-4">
        <WalletAction
          labels={t.walletSignIn}
          className={buttonClass({ variant: emailFirst ? "outline" : "accent", size: "md" })}
          testId="creator-sign-in"
        />
      </div>
    </section>
  );
  const emailWay = (
    <section
      aria-labelledby="email-title"
      className="mt-6 rounded-2xl border border-cream-300 bg-cream-50 p-6 first:mt-8"
      data-testid="creator-email-way"
    >
      <h2 id="email-title" className="font-display text-2xl font-semibold">
        {t.emailTitle}
      </h2>
      <Form method="post" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="send-link" />
        <label htmlFor="creator-email" className="block text-sm font-semibold text-espresso-800">
          {t.emailLabel}
        </label>
        <input
          id="creator-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "creator-email-error" : undefined}
          className={inputClass}
        />
        {error && (
          <p id="creator-email-error" className="text-sm font-medium text-berry-700">
            {error}
          </p>
        )}
        <Button type="submit" variant={emailFirst ? "accent" : "primary"} size="md">
          {t.emailSend}
        </Button>
        {actionData?.ok && (
          <p role="status" className="text-espresso-900" data-testid="creator-link-sent">
            {actionData.message}
          </p>
        )}
      </Form>
    </section>
  );
  return (
    <>
      <h1 className="font-display text-4xl font-semibold text-espresso-900 sm:text-5xl">{t.signInTitle}</h1>
      <p className="mt-4 text-espresso-800">{t.signInIntro}</p>
      {(loaderData.expired || loaderData.walletNotCreator) && (
        <p role="alert" className="mt-6 rounded-2xl border border-berry-600/30 bg-berry-600/5 px-5 py-4 text-berry-700">
          {loaderData.expired ? t.linkExpired : t.notCreatorWallet}
        </p>
      )}
      <div>
        {emailFirst ? (
          <>
            {emailWay}
            {walletWay}
          </>
        ) : (
          <>
            {walletWay}
            {emailWay}
          </>
        )}
      </div>
    </>
  );
}

export default function CreatorRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { creator, dashboard: d } = loaderData;
  if (!creator || !d)
    return (
      <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
        <SignIn loaderData={loaderData} actionData={actionData} />
      </div>
    );
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-chai-700">{t.title}</p>
          <h1 className="mt-1 font-display text-4xl font-semibold text-espresso-900">{t.hello(creator.name)}</h1>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="sign-out" />
          <Button type="submit" variant="outline" size="sm">
            {t.signOut}
          </Button>
        </Form>
      </div>
      {!creator.active && (
        <p role="alert" className="mt-6 rounded-2xl border border-berry-600/30 bg-berry-600/5 px-5 py-4 text-berry-700">
          {t.inactive}
        </p>
      )}

      <section aria-labelledby="share-title" className="mt-8 rounded-2xl border border-cream-300 bg-cream-50 p-6">
        <h2 id="share-title" className="font-display text-2xl font-semibold">
          {t.shareTitle}
        </h2>
        <p className="mt-2 text-sm text-espresso-700">
          {t.terms(percentFromBps(creator.commissionBps), percentFromBps(creator.discountBps))}
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <CopyField id="creator-link" label={t.linkLabel} value={creator.link} labels={t} />
          <CopyField id="creator-code" label={t.codeLabel} value={creator.code} labels={t} />
        </div>
      </section>

      <section aria-labelledby="figures-title" className="mt-8">
        <h2 id="figures-title" className="font-display text-2xl font-semibold">
          {t.figuresTitle}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          <Figure label={t.figures.clicks} value={d.clicks.toLocaleString("en-US")} testId="figure-clicks" />
          <Figure label={t.figures.orders} value={d.orders.toLocaleString("en-US")} testId="figure-orders" />
          <Figure
            label={t.figures.conversion}
            value={d.conversion === null ? "—" : `${(d.conversion * 100).toFixed(1)}%`}
            testId="figure-conversion"
          />
          <Figure label={t.figures.pending} value={formatCents(d.pendingCents)} testId="figure-pending" />
          <Figure label={t.figures.approved} value={formatCents(d.approvedCents)} testId="figure-approved" />
          <Figure label={t.figures.paid} value={formatCents(d.paidCents)} testId="figure-paid" />
          {d.owedBackCents > 0 && (
            <Figure label={t.figures.owedBack} value={formatCents(d.owedBackCents)} testId="figure-owed-back" />
          )}
        </dl>
        <p className="mt-3 text-sm text-espresso-700">{t.pendingNote(d.refundWindowDays)}</p>
      </section>

      <LedgerTable
        id="orders-title"
        title={t.ordersTitle}
        empty={d.commissions.length === 0 && t.noOrders}
        columns={Object.values(t.columns)}
        testId="creator-orders"
      >
        {d.commissions.map((c) => (
          <tr key={c.id}>
            <td className="px-4 py-3 whitespace-nowrap">{day(c.createdAt)}</td>
            <td className="px-4 py-3">{commissionSourceLabels[c.source] ?? c.source}</td>
            <td className="px-4 py-3 tabular-nums">{formatCents(c.baseCents)}</td>
            <td className="px-4 py-3 tabular-nums">{formatCents(c.amountCents)}</td>
            <td className="px-4 py-3">{commissionStatusLabels[c.status]}</td>
          </tr>
        ))}
      </LedgerTable>

      <LedgerTable
        id="payouts-title"
        title={t.payoutsTitle}
        empty={d.payouts.length === 0 && t.noPayouts}
        columns={Object.values(t.payoutColumns)}
        testId="creator-payouts"
      >
        {d.payouts.map((p) => (
          <tr key={p.id}>
            <td className="px-4 py-3 whitespace-nowrap">{day(p.createdAt)}</td>
            <td className="px-4 py-3 tabular-nums">{formatCents(p.amountCents)}</td>
            <td className="px-4 py-3">{payoutMethodLabels[p.method]}</td>
            <td className="px-4 py-3">{payoutStatusLabels[p.status]}</td>
            <td className="px-4 py-3">
              {p.txUrl ? (
                <a href={p.txUrl} target="_blank" rel="noopener noreferrer" className="underline">
                  {t.viewTx}
                </a>
              ) : (
                "—"
              )}
            </td>
          </tr>
        ))}
      </LedgerTable>
    </div>
  );
}

/** One of the dashboard's ledgers (orders, payouts): a titled table that scrolls sideways if it must. */
function LedgerTable({
  id,
  title,
  empty,
  columns,
  testId,
  children,
}: {
  id: string;
  title: string;
  /** Said instead of the table when it has no rows. */
  empty: string | false;
  columns: string[];
  testId: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="font-display text-2xl font-semibold">
        {title}
      </h2>
      {empty ? (
        <p className="mt-3 text-espresso-700">{empty}</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-2xl border border-cream-300 bg-cream-50">
          <table className="w-full text-left text-sm" data-testid={testId}>
            <thead className="text-xs uppercase tracking-wider text-espresso-700">
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col" className="px-4 py-3 font-semibold">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-cream-300">{children}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
