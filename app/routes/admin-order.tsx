import { Icon } from "~/components/icons";
import { data, Form, Link, useNavigation } from "react-router";
import { formatNpx, formatUsdc } from "~/components/console/format";
import { adminMeta } from "~/admin/meta";
import {
  getOrderDetail,
  IRREVERSIBLE_INTENTS,
  runDeliveredAction,
  runOrderAction,
  type OrderActionData,
} from "~/admin/orders.server";
import { confirmationMissing } from "~/utils/read-form.server";
import {
  cell,
  ConfirmBox,
  dangerOutline,
  DataTable,
  NoteField,
  Notice,
  num,
  numCell,
  Panel,
  StatusBadge,
  Wallet,
  When,
} from "~/components/console/ui";
import { Button } from "~/components/ui/button";
import { orderCopy as t, refundCopy as r } from "~/content/admin";
import { getCardConfig } from "~/stripe/config.server";
import { getCardDetail, requestCardRefund } from "~/payments/card/refunds.server";
import { formatCents } from "~/utils/money";
import { carrierStatusLabel, shipmentCopy } from "~/content/shipments";
import { DeliveredForm, ShipForm } from "~/shipping/ShipmentForms";
import { getCarrierStatus } from "~/shipping/tracking.server";
import { consoleAction, consoleHeaders, consoleLoader } from "~/admin/route-helpers.server";
import { orderEventText } from "~/content/order-history";
import type { Route } from "./+types/admin-order";
import { taxCopy } from "~/content/tax";
import { refundBeforeCancel, type CancelRefund } from "~/flows/refund-queue.server";

export const loader = consoleLoader(async ({ params: { orderId = "" }, db }) => {
  const detail = await getOrderDetail(db, orderId);
  if (!detail) throw data(null, { status: 404 });
  const card = await getCardDetail(db, orderId);
  return {
    ...detail,
    card,
    carrier: await getCarrierStatus(db, orderId),
    cancelRefund: await refundBeforeCancel(db, detail.order, card.refundableCents),
  };
});

export const action = consoleAction(async ({ params: { orderId = "" }, admin, db, form }) => {
  const unconfirmed = confirmationMissing<OrderActionData>(form, IRREVERSIBLE_INTENTS);
  if (unconfirmed) return unconfirmed;
  if (form.get("intent") === "delivered") return runDeliveredAction(db, orderId, admin);
  if (form.get("intent") === "refund") return requestCardRefund(db, getCardConfig(), orderId, form, admin);
  return runOrderAction(db, orderId, form, admin);
});

export const headers = consoleHeaders;

export const meta: Route.MetaFunction = ({ data: detail, error }) =>
  adminMeta(detail ? t.title(detail.order.number) : t.fallbackTitle, error);

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="px-4 py-3 sm:px-5">
      <dt className="text-xs font-semibold uppercase tracking-wider text-espresso-700">{label}</dt>
      <dd className="mt-1 text-sm text-espresso-900">{children}</dd>
    </div>
  );
}

const refundLink =
  "inline-flex min-h-6 items-center gap-1 font-semibold text-chai-700 underline underline-offset-2 hover:text-chai-600";

/** A paid order's refund, next to its "Cancel order" (cancelling alone keeps the shopper's money). */
function CancelRefundOffer({ offer }: { offer: CancelRefund }) {
  const c = t.cancelRefund;
  return (
    <p className="text-sm text-espresso-800" data-testid="cancel-refund">
      {c.lead}{" "}
      {offer.kind === "card" ? (
        <a href="#order-refund" className={refundLink}>
          {c.card(formatCents(offer.cents))}
        </a>
      ) : offer.kind === "request" ? (
        <Link to={`/admin/refunds#refund-request-${offer.requestId}`} className={refundLink}>
          {c.request}
        </Link>
      ) : (
        <Link to="/admin/refunds" className={refundLink}>
          {c.queue}
        </Link>
      )}
      .
    </p>
  );
}

export default function AdminOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, lines, rewards, payments, history, next, card, shipment, carrier, cancelRefund } = loaderData;
  // Shipping has its own form; what is left cannot be undone (mark paid, cancel).
  const final = next.filter((to) => to !== "fulfilled");
  const canDeliver = order.status === "fulfilled" && shipment !== null && shipment.deliveredAt === null;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const timeline = (["createdAt", "paidAt", "fulfilledAt", "cancelledAt"] as const).filter((k) => order[k]);
  const lc = t.lineColumns;
  const rc = t.rewardColumns;
  const pc = t.paymentColumns;
  return (
    <>
      <Link
        to="/admin/orders"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-chai-700 hover:text-chai-600"
      >
        <Icon name="arrow-left" className="size-4" aria-hidden />
        {t.back}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-2xl font-semibold text-espresso-900 sm:text-3xl">{t.title(order.number)}</h1>
        <StatusBadge kind="order" status={order.status} />
        <span className="text-sm text-espresso-700">
          {t.placed} <When at={order.createdAt} />
        </span>
      </div>
      <Notice result={actionData} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <Panel title={t.lines} id="order-lines">
            <DataTable
              label={t.lines}
              head={[lc.product, lc.type, num(lc.qty), num(lc.unit), num(lc.total), num(lc.npx)]}
            >
              {lines.map((line) => (
                <tr key={line.id}>
                  <td className={`${cell} font-medium`}>{line.productName}</td>
                  <td className={cell}>{t.purchaseTypes[line.purchaseType]}</td>
                  <td className={numCell}>{line.quantity}</td>
                  <td className={numCell}>{formatCents(line.unitPriceCents)}</td>
                  <td className={numCell}>{formatCents(line.lineTotalCents)}</td>
                  <td className={numCell}>{formatNpx(line.npxReward)}</td>
                </tr>
              ))}
            </DataTable>
            <dl className="ml-auto max-w-xs space-y-1 border-t border-cream-300 px-5 py-4 text-sm">
              <div className="flex justify-between gap-4">
                <dt className="text-espresso-700">{t.subtotal}</dt>
                <dd className="tabular-nums">{formatCents(order.subtotalCents)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-espresso-700">{t.shipping}</dt>
                <dd className="tabular-nums">
                  {order.shippingCents === 0 ? t.free : formatCents(order.shippingCents)}
                </dd>
              </div>
              {order.taxCalculationId && (
                <div className="flex justify-between gap-4" title={order.taxCalculationId}>
                  <dt className="text-espresso-700">{taxCopy.row}</dt>
                  <dd className="tabular-nums" data-testid="admin-order-tax">
                    {formatCents(order.taxCents)}
                  </dd>
                </div>
              )}
              <div className="flex justify-between gap-4 border-t border-cream-300 pt-2 font-semibold">
                <dt>{t.total}</dt>
                <dd className="tabular-nums">{formatCents(order.totalCents)}</dd>
              </div>
            </dl>
          </Panel>

          <Panel title={t.rewards} id="order-rewards">
            <DataTable
              label={t.rewards}
              head={[rc.id, rc.wallet, num(rc.amount), rc.status, rc.distribution]}
              empty={rewards.length === 0 && t.noRewards}
            >
              {rewards.map((entry) => (
                <tr key={entry.id}>
                  <td className={`${cell} tabular-nums`}>#{entry.id}</td>
                  <td className={cell}>{entry.wallet ? <Wallet address={entry.wallet} /> : t.guestReward}</td>
                  <td className={numCell}>{formatNpx(entry.amountNpx)}</td>
                  <td className={cell}>
                    <StatusBadge kind="reward" status={entry.status} />
                  </td>
                  <td className={`${cell} tabular-nums`}>{entry.distributionId ? `#${entry.distributionId}` : "—"}</td>
                </tr>
              ))}
            </DataTable>
          </Panel>

          <Panel title={t.payments} id="order-payments">
            <DataTable
              label={t.payments}
              head={[pc.signature, pc.payer, num(pc.amount), pc.status, pc.seen]}
              empty={payments.length === 0 && t.noPayments}
            >
              {payments.map((p) => (
                <tr key={p.id}>
                  <td className={cell}>
                    <Wallet address={p.signature} />
                  </td>
                  <td className={cell}>{p.payer ? <Wallet address={p.payer} /> : "—"}</td>
                  <td className={numCell}>{p.amount === null ? "—" : formatUsdc(p.amount)}</td>
                  <td className={cell}>
                    <StatusBadge kind="payment" status={p.status} />
                    {p.reason && <div className="mt-1 text-xs text-espresso-700">{p.reason}</div>}
                  </td>
                  <td className={`${cell} whitespace-nowrap`}>
                    <When at={p.createdAt} />
                  </td>
                </tr>
              ))}
            </DataTable>
          </Panel>

          {(card.payments.length > 0 || card.refunds.length > 0) && (
            <Panel title={r.payments} id="order-card-payments">
              <DataTable
                label={r.payments}
                head={[
                  r.columns.intent,
                  num(r.columns.amount),
                  r.columns.status,
                  num(r.columns.refunded),
                  r.columns.at,
                ]}
              >
                {card.payments.map((p) => (
                  <tr key={p.id}>
                    <td className={`${cell} font-mono text-xs`}>{p.paymentIntentId}</td>
                    <td className={numCell}>
                      {formatCents(p.amountCents)} {p.currency.toUpperCase()}
                    </td>
                    <td className={cell}>
                      <StatusBadge kind="card" status={p.status} />
                      {p.reason && <div className="mt-1 text-xs text-espresso-700">{p.reason}</div>}
                    </td>
                    <td className={numCell}>{formatCents(p.refundedCents)}</td>
                    <td className={`${cell} whitespace-nowrap`}>
                      <When at={p.createdAt} />
                    </td>
                  </tr>
                ))}
              </DataTable>
              {card.refunds.length > 0 && (
                <DataTable
                  label={r.refunds}
                  head={[
                    r.refundColumns.refund,
                    num(r.refundColumns.amount),
                    r.refundColumns.reason,
                    r.refundColumns.by,
                    r.refundColumns.at,
                  ]}
                >
                  {card.refunds.map((refund) => (
                    <tr key={refund.id}>
                      <td className={`${cell} font-mono text-xs`}>{refund.stripeRefundId}</td>
                      <td className={numCell}>{formatCents(refund.amountCents)}</td>
                      <td className={cell}>{refund.reason}</td>
                      <td className={cell}>
                        <Wallet address={refund.requestedBy} />
                      </td>
                      <td className={`${cell} whitespace-nowrap`}>
                        <When at={refund.createdAt} />
                      </td>
                    </tr>
                  ))}
                </DataTable>
              )}
            </Panel>
          )}

          <Panel title={t.history} id="order-history">
            {history.length === 0 ? (
              <p className="px-5 py-6 text-sm text-espresso-700">{t.noHistory}</p>
            ) : (
              <ol className="divide-y divide-cream-300/80">
                {history.map((entry) => (
                  <li key={entry.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-5 py-3 text-sm">
                    <span className="font-semibold text-espresso-900" title={entry.action}>
                      {orderEventText(entry.action)}
                    </span>
                    <Wallet address={entry.actor} />
                    <span className="text-espresso-700">
                      <When at={entry.createdAt} />
                    </span>
                    {typeof entry.detail.note === "string" && (
                      <span className="basis-full text-espresso-800">“{entry.detail.note}”</span>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </Panel>
        </div>

        <div className="order-first space-y-6 lg:order-last">
          <Panel title={t.actionsTitle} id="order-actions">
            {next.length === 0 && !canDeliver ? (
              <p className="px-5 py-4 text-sm text-espresso-700">{t.actionsNone}</p>
            ) : (
              <>
                {next.includes("fulfilled") && <ShipForm busy={busy} label={t.actions.fulfilled.label} />}
                {canDeliver && <DeliveredForm busy={busy} />}
                {final.length > 0 && (
                  <Form method="post" className="space-y-4 border-t border-cream-300/80 px-5 py-4">
                    <NoteField id="order-note" label={t.note} maxLength={500} />
                    <ConfirmBox id="order-confirm" label={t.confirm} />
                    <div className="flex flex-wrap gap-2">
                      {final.map((to) => (
                        <Button
                          key={to}
                          type="submit"
                          name="intent"
                          value={to}
                          size="md"
                          disabled={busy}
                          variant={to === "cancelled" ? "outline" : "primary"}
                          className={to === "cancelled" ? dangerOutline : undefined}
                        >
                          {t.actions[to].label}
                        </Button>
                      ))}
                    </div>
                    {final.includes("cancelled") && cancelRefund && <CancelRefundOffer offer={cancelRefund} />}
                  </Form>
                )}
              </>
            )}
          </Panel>

          {card.refundableCents > 0 && (
            <Panel title={r.formTitle} id="order-refund">
              <Form method="post" className="space-y-4 px-5 py-4" data-testid="refund-form">
                <p className="text-sm text-espresso-800">{r.refundable(formatCents(card.refundableCents))}</p>
                <input type="hidden" name="refundKey" value={card.refundKey} />
                <div>
                  <label htmlFor="refund-amount" className="block text-sm font-medium text-espresso-900">
                    {r.amount}
                  </label>
                  <input
                    id="refund-amount"
                    name="amount"
                    inputMode="decimal"
                    autoComplete="off"
                    className="mt-1.5 block w-full rounded-xl border border-espresso-600/40 bg-white px-3 py-2 text-sm"
                  />
                </div>
                <NoteField id="refund-reason" name="reason" label={r.reason} minLength={3} maxLength={500} />
                {card.startsSubscription && <p className="text-sm text-espresso-800">{r.endsSubscription}</p>}
                <ConfirmBox id="refund-confirm" label={t.confirm} />
                <Button
                  type="submit"
                  name="intent"
                  value="refund"
                  size="sm"
                  variant="outline"
                  disabled={busy}
                  className={dangerOutline}
                >
                  {r.submit}
                </Button>
              </Form>
            </Panel>
          )}

          <Panel title={t.customer} id="order-customer">
            <dl className="divide-y divide-cream-300/80">
              <Fact label={t.email}>{order.email}</Fact>
              <Fact label={t.shipTo}>
                <address className="not-italic leading-relaxed">
                  {order.shipName}
                  <br />
                  {order.shipLine1}
                  {order.shipLine2 && (
                    <>
                      <br />
                      {order.shipLine2}
                    </>
                  )}
                  <br />
                  {order.shipCity}, {order.shipState} {order.shipZip}
                </address>
              </Fact>
              <Fact label={t.wallet}>
                {order.wallet ? (
                  <Wallet address={order.wallet} full />
                ) : (
                  <span className="text-espresso-700">{t.noWallet}</span>
                )}
              </Fact>
            </dl>
          </Panel>

          <Panel title={t.timeline} id="order-timeline">
            <dl className="divide-y divide-cream-300/80">
              {timeline.map((k) => (
                <Fact key={k} label={t.timelineLabels[k]}>
                  <When at={order[k]!} />
                </Fact>
              ))}
              {shipment && (
                <Fact label={t.shipment}>
                  {shipment.carrier}{" "}
                  <a href={shipment.trackingUrl} className="font-mono underline" rel="noreferrer" target="_blank">
                    {shipment.trackingNumber}
                  </a>
                  {shipment.deliveredAt && (
                    <span className="block">
                      {shipmentCopy.deliveredOn} <When at={new Date(shipment.deliveredAt)} />
                    </span>
                  )}
                  {carrier && (
                    <span className="block" data-testid="admin-carrier-status">
                      {shipmentCopy.carrierStatus.label}: {carrierStatusLabel(carrier.status)}
                    </span>
                  )}
                </Fact>
              )}
            </dl>
          </Panel>
        </div>
      </div>
    </>
  );
}
