import { Panel } from "~/components/console/page";
import { Wallet } from "~/components/console/table";
import { orderCopy as t } from "~/content/admin";
import { Fact } from "./Fact";
import type { OrderPageData } from "./page-data";

/** Who bought: the email, where it ships and the wallet that earns its NPX. */
export function OrderCustomerPanel({ order }: Pick<OrderPageData, "order">) {
  return (
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
  );
}
