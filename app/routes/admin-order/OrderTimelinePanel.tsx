import { Panel } from "~/components/console/page";
import { When } from "~/components/console/table";
import { orderCopy as t } from "~/content/admin";
import { carrierStatusLabel, shipmentCopy } from "~/content/shipments";
import { Fact } from "./Fact";
import type { OrderPageData } from "./page-data";

/** When the order was placed, paid, shipped or cancelled, and its parcel with the carrier's word. */
export function OrderTimelinePanel({
  order,
  shipment,
  carrier,
}: Pick<OrderPageData, "order" | "shipment" | "carrier">) {
  const timeline = (["createdAt", "paidAt", "fulfilledAt", "cancelledAt"] as const).filter((k) => order[k]);
  return (
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
  );
}
