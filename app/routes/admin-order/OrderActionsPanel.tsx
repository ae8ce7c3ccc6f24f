import { Form } from "react-router";
import { ConfirmBox, dangerOutline, NoteField } from "~/components/console/actions";
import { Panel } from "~/components/console/page";
import { Button } from "~/components/ui/button";
import { orderCopy as t } from "~/content/admin";
import { DeliveredForm, ShipForm } from "~/shipping/ShipmentForms";
import { CancelRefundOffer } from "./CancelRefundOffer";
import type { OrderPageData } from "./page-data";

/** What the operator may do next: ship, mark delivered, and the moves that cannot be undone. */
export function OrderActionsPanel({
  order,
  next,
  shipment,
  cancelRefund,
  busy,
}: Pick<OrderPageData, "order" | "next" | "shipment" | "cancelRefund"> & { busy: boolean }) {
  // Shipping has its own form; what is left cannot be undone (mark paid, cancel).
  const final = next.filter((to) => to !== "fulfilled");
  const canDeliver = order.status === "fulfilled" && shipment !== null && shipment.deliveredAt === null;
  return (
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
  );
}
