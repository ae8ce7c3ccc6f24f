import { Form, Link, useNavigation } from "react-router";
import { consoleMeta } from "~/admin/meta";
import { OperatorEmailNotice } from "~/admin/OperatorEmailNotice";
import { confirmationMissing } from "~/admin/route-helpers.server";
import { consoleAction, consoleHeaders, consoleLoader } from "~/admin/route-helpers.server";
import { PageTitle, Panel, ShownOnly } from "~/components/console/page";
import { ConfirmedSubmit, dangerOutline, NoteField, Notice } from "~/components/console/actions";
import { consoleCopy } from "~/content/admin";
import { Button } from "~/components/ui/button";
import { refundQueueCopy as t, earlierRefundLine, refundReasons, type RefundReason } from "~/content/refunds";
import {
  approveRefundRequest,
  recordOutsideRefund,
  declineRefundRequest,
  listRefundRequests,
  retryWaiting,
  type QueueAnswer,
} from "~/flows/refund-queue.server";
import { listPaymentReturns, releaseReturn } from "~/refunds/returns.server";
import { refundAccountShortage } from "~/refunds/usdc.server";
import { formatStoreTime } from "~/utils/store-time";
import { getEnv } from "~/utils/env.server";
import { operatorAddress } from "~/email/operator.server";
import { paymentReturnCopy as r } from "~/content/refunds";
import { formatCents } from "~/utils/money";
import type { Route } from "./+types/admin-refunds";

export const loader = consoleLoader(async ({ db, url }) => {
  // The dashboard's to-do opens ?show=open (requests to answer, oldest first) or ?show=waiting
  // (money owed back that failed or waits for funds).
  const show = (["open", "waiting"] as const).find((s) => s === url.searchParams.get("show")) ?? null;
  const [requests, returns, shortage] = await Promise.all([
    listRefundRequests(db),
    listPaymentReturns(db),
    refundAccountShortage(db).then(
      (short) => short && { short: short.short, since: formatStoreTime(short.since, getEnv().STORE_TIME_ZONE) },
    ),
  ]);
  return {
    show,
    requests:
      show === "open"
        ? requests.filter((q) => q.status === "open").sort((a, b) => a.id - b.id)
        : show === "waiting"
          ? requests.filter((q) => q.status === "waiting_funds")
          : requests,
    returns: show === "waiting" ? returns.filter((x) => x.status === "waiting" || x.status === "failed") : returns,
    shortage,
    operatorEmail: operatorAddress(),
  };
});

export const action = consoleAction(async ({ db, form, admin }) => {
  // Money already approved (or owed back) that waits for the refund account: no new tick needed.
  if (form.get("intent") === "retry") return retryWaiting(db);
  // A payment held for the operator (large, past the limits, or its account closed) let go.
  if (form.get("intent") === "release-return") return releaseReturn(db, form, admin);
  // Approving sends money back: it needs the operator's tick, as the order page's refund does.
  const unconfirmed = confirmationMissing<QueueAnswer>(form, ["approve", "outside"]);
  if (unconfirmed) return unconfirmed;
  if (form.get("intent") === "approve") return approveRefundRequest(db, form, admin);
  if (form.get("intent") === "outside") return recordOutsideRefund(db, form, admin);
  return declineRefundRequest(db, form, admin);
});

export const headers = consoleHeaders;

export const meta = consoleMeta(t.title);

const input = "mt-1.5 block w-full rounded-xl border border-espresso-600/40 bg-white px-3 py-2 text-sm";

export default function AdminRefundsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { requests, returns, shortage, show } = loaderData;
  const busy = useNavigation().state !== "idle";
  const waiting =
    Boolean(shortage) ||
    requests.some((q) => q.status === "waiting_funds") ||
    returns.some((x) => x.status === "waiting" || x.status === "failed");
  return (
    <>
      <PageTitle title={t.title} />
      <p className="max-w-3xl text-sm text-espresso-700">{t.intro}</p>
      {!loaderData.operatorEmail && <OperatorEmailNotice to={null} className="max-w-3xl" />}
      <Notice result={actionData} />
      {show && (
        <ShownOnly
          text={show === "open" ? consoleCopy.shownOnly.openRequests : consoleCopy.shownOnly.waiting}
          allHref="/admin/refunds"
        />
      )}
      {shortage && (
        <p
          role="alert"
          className="rounded-xl border border-berry-700/40 bg-berry-700/10 px-4 py-3 text-sm font-medium text-berry-700"
          data-testid="refund-account-short"
        >
          {r.consoleShort(shortage.short, shortage.since)}
        </p>
      )}
      {waiting && (
        <Form method="post" className="flex flex-wrap items-center gap-3" data-testid="retry-waiting">
          <p className="text-sm font-medium text-berry-700">{t.waitingNote}</p>
          <Button type="submit" name="intent" value="retry" size="sm" disabled={busy}>
            {r.retry}
          </Button>
        </Form>
      )}
      {requests.length === 0 ? (
        <Panel>
          <p className="px-5 py-10 text-center text-base text-espresso-800">{t.empty}</p>
        </Panel>
      ) : (
        <ul className="space-y-4" data-testid="refund-queue">
          {requests.map((r) => {
            const open = r.status === "open" || r.status === "waiting_funds";
            return (
              <li key={r.id} id={`refund-request-${r.id}`} className="scroll-mt-24" data-testid="refund-request">
                <Panel title={`${r.order.number} · ${t.status[r.status]}`}>
                  <dl className="grid gap-x-6 gap-y-3 px-5 py-4 text-sm sm:grid-cols-3">
                    <div>
                      <dt className="font-semibold text-espresso-700">{t.columns.order}</dt>
                      <dd>
                        <Link to={`/admin/orders/${r.order.id}`} className="underline">
                          {r.order.number}
                        </Link>
                      </dd>
                    </div>
                    <div>
                      <dt className="font-semibold text-espresso-700">{t.columns.paid}</dt>
                      <dd>{t.paidVia[r.paidVia]}</dd>
                    </div>
                    <div>
                      <dt className="font-semibold text-espresso-700">{t.columns.asked}</dt>
                      <dd>
                        {formatCents(r.askedCents)} · {r.wholeOrder ? t.whole : t.bags(r.bags)}
                        {r.earlier.length > 0 && (
                          <span className="mt-1 block text-espresso-700" data-testid="refund-earlier">
                            <span className="block font-semibold">
                              {t.earlierRefunds(formatCents(r.refundedCents))}
                            </span>
                            {r.earlier.map((e, i) => (
                              <span key={i} className="block">
                                {earlierRefundLine(e.on, formatCents(e.cents), e.method)}
                              </span>
                            ))}
                          </span>
                        )}
                      </dd>
                    </div>
                    <div className="sm:col-span-2">
                      <dt className="font-semibold text-espresso-700">{t.columns.reason}</dt>
                      <dd>
                        {refundReasons[r.reason as RefundReason] ?? r.reason}
                        {r.note && <span className="block whitespace-pre-line text-espresso-800">{r.note}</span>}
                        {r.declineReason && (
                          <span className="block text-espresso-800">{t.declinedBecause(r.declineReason)}</span>
                        )}
                      </dd>
                    </div>
                    <div>
                      <dt className="font-semibold text-espresso-700">{t.columns.at}</dt>
                      <dd>{r.createdAt}</dd>
                    </div>
                  </dl>
                  {r.status === "waiting_funds" && (
                    <p className="border-t border-cream-300 px-5 py-3 text-sm font-medium text-berry-700">
                      {t.waitingFunds(formatCents(r.approvedCents ?? r.askedCents))}
                    </p>
                  )}
                  {open && (
                    <div className="grid gap-4 border-t border-cream-300 px-5 py-4 md:grid-cols-2">
                      {r.paidVia === "store" ? (
                        <p className="text-sm text-espresso-800">{t.notRefundable}</p>
                      ) : (
                        <Form method="post" className="space-y-3" aria-label={`${t.approveTitle} ${r.order.number}`}>
                          <input type="hidden" name="requestId" value={r.id} />
                          <input type="hidden" name="refundKey" value={r.refundKey} />
                          <label className="block text-sm font-medium text-espresso-900">
                            {t.amount}
                            <input
                              name="amount"
                              inputMode="decimal"
                              defaultValue={(r.askedCents / 100).toFixed(2)}
                              className={input}
                            />
                          </label>
                          <NoteField id={`approve-note-${r.id}`} label={t.note} maxLength={500} />
                          <input type="hidden" name="intent" value="approve" />
                          <ConfirmedSubmit id={`approve-confirm-${r.id}`} busy={busy}>
                            {t.approve}
                          </ConfirmedSubmit>
                        </Form>
                      )}
                      <Form method="post" className="space-y-3" aria-label={`${t.outsideTitle} ${r.order.number}`}>
                        <p className="text-sm font-semibold text-espresso-900">{t.outsideTitle}</p>
                        <input type="hidden" name="requestId" value={r.id} />
                        <label className="block text-sm font-medium text-espresso-900">
                          {t.amount}
                          <input
                            name="amount"
                            inputMode="decimal"
                            defaultValue={(r.askedCents / 100).toFixed(2)}
                            className={input}
                          />
                        </label>
                        <NoteField
                          id={`outside-how-${r.id}`}
                          name="how"
                          label={t.outsideHow}
                          minLength={3}
                          maxLength={200}
                        />
                        <NoteField id={`outside-note-${r.id}`} label={t.outsideNote} maxLength={500} />
                        <input type="hidden" name="intent" value="outside" />
                        <ConfirmedSubmit id={`outside-confirm-${r.id}`} busy={busy}>
                          {t.outside}
                        </ConfirmedSubmit>
                      </Form>
                      <Form method="post" className="space-y-3" aria-label={`${t.declineTitle} ${r.order.number}`}>
                        <input type="hidden" name="requestId" value={r.id} />
                        <NoteField
                          id={`decline-reason-${r.id}`}
                          name="reason"
                          label={t.declineReason}
                          minLength={3}
                          maxLength={500}
                        />
                        <Button
                          type="submit"
                          name="intent"
                          value="decline"
                          size="sm"
                          variant="outline"
                          className={dangerOutline}
                          disabled={busy}
                        >
                          {t.decline}
                        </Button>
                      </Form>
                    </div>
                  )}
                </Panel>
              </li>
            );
          })}
        </ul>
      )}
      <Panel title={r.consoleTitle}>
        {returns.length === 0 ? (
          <p className="px-5 py-6 text-sm text-espresso-800">{r.consoleEmpty}</p>
        ) : (
          <ul className="divide-y divide-cream-300" data-testid="payment-returns-console">
            {returns.map((x) => (
              <li key={x.id} className="px-5 py-3 text-sm text-espresso-900">
                <Link to={`/admin/orders/${x.order.id}`} className="font-semibold underline">
                  {x.order.number}
                </Link>{" "}
                · {r.consoleStatus[x.status]}
                {x.hold && ` (${r.consoleHold[x.hold]})`} · {x.text}
                {x.url && (
                  <a
                    href={x.url}
                    target="_blank"
                    rel="noreferrer"
                    className="ml-1 break-all font-mono text-xs underline"
                  >
                    {x.signature}
                  </a>
                )}
                {x.status === "held" && (
                  <Form method="post" className="mt-2" aria-label={`${r.release} ${x.order.number}`}>
                    <input type="hidden" name="returnId" value={x.id} />
                    <Button type="submit" name="intent" value="release-return" size="sm" disabled={busy}>
                      {r.release} {x.amount}
                    </Button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </>
  );
}
