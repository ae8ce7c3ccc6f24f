// /rewards: the signed-in holder's perks used and NPX spent in the store (drawn on the server).
import { Link } from "react-router";
import { holderCopy } from "~/content/holders";
import type { HolderHistoryRow } from "./history.server";

export function HolderHistory({ rows }: { rows: HolderHistoryRow[] }) {
  if (rows.length === 0) return null;
  const t = holderCopy.history;
  const kept = rows.filter((r) => !r.returned);
  const perkOrders = kept.filter((r) => r.perkFreeShipping || r.perkBps > 0).length;
  const npxSpent = kept.reduce((n, r) => n + r.npxSpent, 0);
  const npxCents = kept.reduce((n, r) => n + r.npxDiscountCents, 0);
  const perk = (r: HolderHistoryRow) =>
    [r.perkFreeShipping ? t.freeShipping : null, r.perkBps > 0 ? t.percentOff(r.perkBps, r.perkDiscountCents) : null]
      .filter(Boolean)
      .join(", ") || t.none;
  return (
    <section
      aria-labelledby="holder-history-title"
      className="mt-8 rounded-2xl bg-cream-50 p-6 ring-1 ring-cream-300"
      data-testid="holder-history"
    >
      <h2 id="holder-history-title" className="font-semibold text-espresso-900">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-espresso-700" data-testid="holder-history-total">
        {t.intro(perkOrders, npxSpent, npxCents)}
      </p>
      <table className="mt-3 w-full text-left text-sm">
        <thead className="text-xs uppercase tracking-wider text-espresso-700">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t.columns.order}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t.columns.perk}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {t.columns.spent}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-cream-300">
          {rows.map((r) => (
            <tr key={r.orderId} data-testid="holder-history-row">
              <td className="py-2 pr-3">
                <Link to={r.orderHref} className="font-semibold text-chai-700 underline underline-offset-4">
                  {r.orderNumber}
                </Link>
              </td>
              <td className="py-2 pr-3 text-espresso-800">{perk(r)}</td>
              <td className="py-2 text-right tabular-nums text-espresso-900">
                {r.npxSpent > 0 ? t.spent(r.npxSpent, r.npxDiscountCents) : t.none}
                {r.returned && r.npxSpent > 0 && <span className="block text-xs text-espresso-700">{t.returned}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
