import { orderPage } from "~/content/shop";
import { purchaseOptions } from "~/content/purchase-types";
import { type PurchaseType } from "~/utils/purchase-types";
import { formatCents } from "~/utils/money";

export interface SummaryLine {
  key: string;
  name: string;
  image?: string;
  purchaseType: PurchaseType;
  quantity: number;
  lineTotalCents: number;
}

/** A compact list of what is being bought: the checkout summary and the order page. */
export function OrderLinesList({ lines }: { lines: SummaryLine[] }) {
  return (
    <ul className="divide-y divide-cream-300" data-testid="summary-lines">
      {lines.map((line) => (
        <li key={line.key} className="flex items-center gap-4 py-3">
          {line.image && (
            <img
              src={line.image}
              alt=""
              width={56}
              height={56}
              className="size-14 shrink-0 rounded-xl bg-cream-200 object-contain p-1"
            />
          )}
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-espresso-900">{line.name}</p>
            <p className="text-sm text-espresso-700">
              {purchaseOptions[line.purchaseType].short} · {orderPage.quantityShort} {line.quantity}
            </p>
          </div>
          <p className="font-semibold tabular-nums text-espresso-900">{formatCents(line.lineTotalCents)}</p>
        </li>
      ))}
    </ul>
  );
}
