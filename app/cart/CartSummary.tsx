import { Icon } from "~/components/icons";
import type { ReactNode } from "react";
import { referralCopy } from "~/content/creator-program";
import { cartPage } from "~/content/shop";
import { taxRowCopy } from "~/content/tax-rows";
import { shortAddress } from "~/content/wallet-menu";
import { formatCents } from "~/utils/money";
import { cn } from "~/utils/cn";
import { InlineSignIn } from "~/wallet/InlineSignIn";
import type { DiscountLine } from "~/utils/discount-pricing";
import type { CartTotals } from "~/utils/pricing";

/**
 * Subtotal, the discounts (each its own row: `discounts`, or by default one row for what the total
 * is short of subtotal, shipping and tax), shipping by the rule, sales tax where it was calculated
 * (`taxCents` above zero; `taxPending` before it can be), total: the same rows on the cart, checkout and order pages.
 */
export function TotalsRows({
  totals,
  discounts,
  discountLabel = referralCopy.discountRow(null),
  taxPending,
  className,
}: {
  /** `totals.discounts`: a holder's perk and NPX, by name; they come after the code's rows. */
  totals: Pick<CartTotals, "subtotalCents" | "shippingCents" | "totalCents"> & {
    taxCents?: number | null;
    discounts?: readonly DiscountLine[];
  };
  /** The code's rows of money off; without them, what the total is short of is one row. */
  discounts?: readonly DiscountLine[];
  discountLabel?: string;
  taxPending?: string;
  className?: string;
}) {
  const tax = totals.taxCents ?? null;
  const listed = totals.discounts ?? [];
  const shortBy =
    totals.subtotalCents +
    totals.shippingCents +
    (tax ?? 0) -
    totals.totalCents -
    listed.reduce((n, d) => n + d.cents, 0);
  const lines = [
    ...(discounts ?? (shortBy > 0 ? [{ id: "discount", label: discountLabel, cents: shortBy }] : [])),
    ...listed.map((d) => ({ ...d, id: `discount-${d.id}` })),
  ];
  return (
    <dl className={cn("space-y-3 text-espresso-800", className)} data-testid="totals">
      {[
        { id: "subtotal", label: cartPage.subtotal, value: formatCents(totals.subtotalCents), className: "" },
        ...lines
          .filter((line) => line.cents > 0)
          .map((line) => ({
            id: line.id,
            label: line.label,
            value: `−${formatCents(line.cents)}`,
            className: "text-sage-700",
          })),
        {
          id: "shipping",
          label: cartPage.shipping,
          value: totals.shippingCents === 0 ? cartPage.free : formatCents(totals.shippingCents),
          className: "",
        },
        // No "$0.00" row where no tax is owed: the total says it all.
        ...((tax !== null && tax > 0) || (tax === null && taxPending)
          ? [{ id: "tax", label: taxRowCopy.row, value: tax !== null ? formatCents(tax) : taxPending!, className: "" }]
          : []),
        {
          id: "total",
          label: tax === null && taxPending ? taxRowCopy.totalBeforeTax : cartPage.total,
          value: formatCents(totals.totalCents),
          className: "border-t border-cream-300 pt-3 text-lg font-semibold text-espresso-900",
        },
      ].map((row) => (
        <div key={row.id} className={cn("flex justify-between gap-4", row.className)}>
          <dt>{row.label}</dt>
          <dd className="tabular-nums" data-testid={row.id}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The NPX a cart or order earns, and where it goes (or how to make it count). */
export function NpxEarnNote({
  npx,
  label,
  wallet,
  children,
}: {
  npx: number;
  label: string;
  wallet: string | null;
  children?: ReactNode;
}) {
  return (
    <div className="flex gap-3 rounded-2xl bg-chai-300/20 p-4 text-sm text-espresso-800" data-testid="npx-note">
      <Icon name="coins" className="mt-0.5 size-5 shrink-0 text-chai-600" aria-hidden />
      <div>
        <p>
          {label} <strong className="font-semibold text-espresso-900">{npx.toLocaleString("en-US")} NPX</strong>
        </p>
        {children ??
          (wallet ? (
            <p className="mt-1">
              {cartPage.reward.signedIn} <span className="font-mono">{shortAddress(wallet)}</span>
            </p>
          ) : (
            <p className="mt-1">
              {cartPage.reward.signedOut}{" "}
              <InlineSignIn connect={cartPage.reward.connect} signIn={cartPage.reward.signIn} />
            </p>
          ))}
      </div>
    </div>
  );
}
