import { Panel } from "~/components/console/page";
import { Wallet, When } from "~/components/console/table";
import { orderCopy as t } from "~/content/admin";
import { orderEventText } from "~/content/order-history";
import type { OrderPageData } from "./page-data";

/** What happened to the order, who did it and when, with the operator's note. */
export function OrderHistoryPanel({ history }: Pick<OrderPageData, "history">) {
  return (
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
  );
}
