import { useRouteLoaderData } from "react-router";
import { ShopPage } from "~/cart/ShopPage";
import { NpxEarnNote, TotalsRows } from "~/cart/CartSummary";
import { taxCopy } from "~/content/tax";
import { submitCheckout, loadCheckout } from "~/checkout/checkout.server";
import { CHECKOUT_FORM_ID, CheckoutForm } from "~/checkout/CheckoutForm";
import type { TaxQuote } from "~/checkout/tax-quote";
import { useTaxQuote } from "~/checkout/useTaxQuote";
import { OrderLinesList } from "~/orders/OrderLinesList";
import { HolderPanel } from "~/holders/HolderPanel";
import { SupportLinks } from "~/components/SupportLinks";
import { HowYouPay } from "~/payments/HowYouPay";
import { payNextNote } from "~/content/how-you-pay";
import { cartPage, checkoutPage } from "~/content/shop";
import type { RootLoaderData } from "~/utils/root-data";
import { clientAddressContext } from "~/utils/request-context";
import { seo, siteUrlFrom } from "~/content/seo";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Checkout",
      description: "Check out securely: your email and US shipping address, and your order total.",
      path: "/checkout",
    },
    siteUrlFrom(matches),
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCheckout(request, context.get(clientAddressContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  return submitCheckout(request, context.get(clientAddressContext));
}

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const wallet = useRouteLoaderData<RootLoaderData>("root")?.signedInWallet ?? null;
  const { lines, totals, discounts, code, holder, idempotencyKey, payMethods, taxOnNextStep, saved } = loaderData;
  const subscribes = lines.some((l) => l.purchaseType === "subscribe");
  const { quote, pending } = useTaxQuote({
    enabled: taxOnNextStep,
    formId: CHECKOUT_FORM_ID,
    untaxedTotalCents: totals.totalCents,
    fromAction: (actionData as { taxQuote?: TaxQuote } | undefined)?.taxQuote,
  });
  const shown = taxShown(taxOnNextStep, totals, quote, pending);
  return (
    <ShopPage back={{ to: "/cart", label: checkoutPage.editCart }} title={checkoutPage.title}>
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_400px]">
        <div className="rounded-2xl border border-cream-300 bg-cream-50 p-6 sm:p-8">
          <CheckoutForm
            idempotencyKey={idempotencyKey}
            code={code}
            saved={saved}
            lastResult={actionData}
            paymentNote={payNextNote(payMethods)}
            shownTotalCents={!pending && quote?.status === "taxed" ? quote.totalCents : undefined}
            beforeSubmit={
              <HowYouPay
                methods={payMethods}
                subscription={subscribes}
                className="rounded-xl border border-cream-300 bg-cream-100 p-4"
              />
            }
          />
        </div>
        <aside
          aria-labelledby="checkout-summary-title"
          className="h-fit space-y-6 rounded-2xl border border-cream-300 bg-cream-50 p-6 sm:p-8 lg:sticky lg:top-24"
        >
          <h2 id="checkout-summary-title" className="font-display text-2xl font-semibold">
            {checkoutPage.summaryTitle}
          </h2>
          <OrderLinesList
            lines={lines.map((l) => ({
              key: `${l.productId}:${l.purchaseType}`,
              name: l.name,
              image: l.image,
              purchaseType: l.purchaseType,
              quantity: l.quantity,
              lineTotalCents: l.lineTotalCents,
            }))}
          />
          <div aria-live="polite" className="space-y-6">
            <TotalsRows totals={shown.totals} discounts={discounts} taxPending={shown.pending} />
            {shown.note && (
              <p className="text-xs text-espresso-600" data-testid="tax-note">
                {shown.note}
              </p>
            )}
          </div>
          {holder && <HolderPanel holder={holder} mode="checkout" />}
          <NpxEarnNote npx={totals.npxReward} label={cartPage.reward.earns} wallet={wallet} />
          <SupportLinks className="border-t border-cream-300 pt-4" />
        </aside>
      </div>
    </ShopPage>
  );
}

/**
 * The summary's tax row, total and note: the tax for the typed address and the total with it; no
 * row at all where there is no tax (never "$0.00"); until then the total before tax and why.
 */
function taxShown<T extends { totalCents: number }>(
  taxOn: boolean,
  totals: T,
  quote: TaxQuote | null,
  pending: boolean,
): { totals: T & { taxCents?: number }; pending?: string; note?: string } {
  if (!taxOn) return { totals };
  if (pending) return { totals, pending: taxCopy.checkoutCalculating, note: taxCopy.checkoutNote };
  switch (quote?.status) {
    case "taxed":
      return quote.taxCents > 0
        ? { totals: { ...totals, taxCents: quote.taxCents, totalCents: quote.totalCents } }
        : { totals: { ...totals, totalCents: quote.totalCents }, note: taxCopy.checkoutNone };
    case "later":
      return { totals, pending: taxCopy.checkoutLaterRow, note: quote.message };
    case "invalid":
      return { totals, pending: taxCopy.checkoutPending, note: quote.message };
    default:
      return { totals, pending: taxCopy.checkoutPending, note: taxCopy.checkoutNote };
  }
}
