import { data, Form, Link } from "react-router";
import { PageTitle, Panel } from "~/components/console/page";
import { cell, DataTable, When } from "~/components/console/table";
import { dangerOutline, NoteField, Notice } from "~/components/console/actions";
import { Button } from "~/components/ui/button";
import { orderStatusLabels } from "~/content/admin";
import {
  adminSubscriptionsCopy as t,
  subscriptionHistoryLabels,
  subscriptionStatusLabels,
} from "~/content/subscriptions";
import type { Db } from "~/db/types";
import { isSubscriptionId } from "~/subscriptions/access.server";
import { parseControl } from "~/subscriptions/controls";
import { formatDay, storeDay } from "~/subscriptions/schedule";
import { ALLOWED_CONTROLS, getSubscription, getSubscriptionRecord } from "~/subscriptions/subscriptions.server";
import { applyControl } from "~/flows/renew-subscription.server";
import { now } from "~/jobs/clock.server";
import { formatCents } from "~/utils/money";
import { consoleAction, consoleHeaders, consoleLoader } from "~/admin/route-helpers.server";
import { consoleMeta } from "~/admin/meta";
import type { Route } from "./+types/admin-subscription";

/** What the operator may do for a subscriber: skip, pause, resume (what one paused expects next), cancel. */
const OPERATOR_INTENTS = ["skip", "pause", "resume", "cancel"] as const;

async function find(db: Db, subscriptionId: string | undefined) {
  const subscription = isSubscriptionId(subscriptionId) ? await getSubscription(db, subscriptionId) : null;
  if (!subscription) throw data(null, { status: 404 });
  return subscription;
}

export const loader = consoleLoader(async ({ params, db }) => {
  const subscription = await find(db, params.subscriptionId);
  const record = await getSubscriptionRecord(db, subscription);
  return {
    subscription,
    nextDay: formatDay(subscription.nextRenewalOn),
    allowed: OPERATOR_INTENTS.filter((i) => ALLOWED_CONTROLS[subscription.status].includes(i)),
    ...record,
  };
});

export const action = consoleAction(async ({ params, admin, db, form }) => {
  const subscription = await find(db, params.subscriptionId);
  const intent = String(form.get("intent") ?? "");
  if (!(OPERATOR_INTENTS as readonly string[]).includes(intent)) {
    return data({ ok: false, message: t.badChoice }, { status: 400 });
  }
  const values = {
    intent,
    periods: "indefinite",
    reason: String(form.get("reason") ?? ""),
  };
  const parsed = parseControl(values, storeDay(now()));
  if (!parsed.success) return data({ ok: false, message: Object.values(parsed.errors)[0]! }, { status: 400 });
  const result = await applyControl(db, subscription.id, parsed.data, admin);
  return data({ ok: result.ok, message: result.message }, { status: result.ok ? 200 : 409 });
});

export const headers = consoleHeaders;

export const meta = consoleMeta(t.title);

export default function AdminSubscriptionPage({ loaderData, actionData }: Route.ComponentProps) {
  const { subscription: s, history, orders, allowed, nextDay } = loaderData;
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/subscriptions" className="text-chai-700 underline-offset-2 hover:underline">
          {t.title}
        </Link>
      </p>
      <PageTitle title={t.detailTitle(s.email)} />
      <p className="mt-2 text-espresso-800" data-testid="admin-subscription-summary">
        {subscriptionStatusLabels[s.status]} · {t.plan(s.quantity, s.frequencyWeeks)} ·{" "}
        {s.status === "cancelled" ? "—" : nextDay} · {formatCents(s.unitPriceCents * s.quantity)}
        {s.cancelReason ? ` · “${s.cancelReason}”` : ""}
      </p>
      <div className="mt-4">
        <Notice result={actionData} />
      </div>
      {allowed.length > 0 && (
        <Panel title={t.actionsTitle} id="actions-title" className="mt-5">
          <div className="flex flex-wrap items-end gap-3 p-5">
            {(["skip", "pause", "resume"] as const)
              .filter((intent) => allowed.includes(intent))
              .map((intent) => (
                <Form method="post" key={intent}>
                  <input type="hidden" name="intent" value={intent} />
                  <Button type="submit" variant="outline" size="md">
                    {t.actions[intent]}
                  </Button>
                </Form>
              ))}
            {allowed.includes("cancel") && (
              <Form method="post" className="flex flex-wrap items-end gap-3">
                <input type="hidden" name="intent" value="cancel" />
                <NoteField id="cancel-reason" name="reason" label={t.reasonLabel} maxLength={500} />
                <Button type="submit" variant="outline" size="md" className={dangerOutline}>
                  {t.actions.cancel}
                </Button>
              </Form>
            )}
          </div>
        </Panel>
      )}
      <Panel title={t.ordersTitle} id="orders-title" className="mt-5">
        <DataTable label={t.ordersTitle} head={[...t.orderColumns]} empty={orders.length === 0 && "—"}>
          {orders.map((o) => (
            <tr key={o.orderId}>
              <td className={cell}>{o.label}</td>
              <td className={cell}>
                <Link to={`/admin/orders/${o.orderId}`} className="font-semibold text-chai-700 hover:underline">
                  {o.number}
                </Link>
              </td>
              <td className={cell}>{orderStatusLabels[o.status]}</td>
              <td className={cell}>{formatCents(o.totalCents)}</td>
            </tr>
          ))}
        </DataTable>
      </Panel>
      <Panel title={t.historyTitle} id="history-title" className="mt-5">
        <DataTable label={t.historyTitle} head={[...t.historyColumns]} empty={history.length === 0 && "—"}>
          {history.map((h) => (
            <tr key={h.id}>
              <td className={`${cell} whitespace-nowrap`}>
                <When at={h.createdAt} />
              </td>
              <td className={cell}>{subscriptionHistoryLabels[h.action] ?? h.action}</td>
              <td className={`${cell} break-all font-mono text-xs`}>{h.actor}</td>
            </tr>
          ))}
        </DataTable>
      </Panel>
    </>
  );
}
