import { Icon } from "~/components/icons";
import { data, Form, Link, useActionData, useRouteLoaderData } from "react-router";
import { ShopPage } from "~/cart/ShopPage";
import { handleCartAction } from "~/flows/cart-action.server";
import { cartRefusal } from "~/cart/types";
import { getCart } from "~/cart/cart.server";
import { CartLineItem } from "~/cart/CartLineItem";
import { NpxEarnNote, TotalsRows } from "~/cart/CartSummary";
import { applyCartActions } from "~/cart/optimistic";
import { usePendingCartActions } from "~/cart/pending-actions";
import { buttonClass } from "~/components/ui/button";
import { cartPage } from "~/content/shop";
import { previewRequestCode } from "~/flows/cart-code.server";
import { CodeField } from "~/discounts/CodeField";
import { withDiscount } from "~/utils/discount-pricing";
import type { RootLoaderData } from "~/utils/root-data";
import { getDb } from "~/db/client.server";
import { cartStockNotice } from "~/stock/cart-stock.server";
import { seo, siteUrlFrom } from "~/content/seo";
import { HolderPanel } from "~/holders/HolderPanel";
import { handleNpxAction } from "~/flows/cart-npx-action.server";
import { quoteForRequest } from "~/flows/spend-npx.server";
import { holderTotals } from "~/holders/totals";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Cart",
      description: "Review the NAVA Focus in your cart, shipping and total before checkout.",
      path: "/cart",
    },
    siteUrlFrom(matches),
  );

export async function loader({ request }: Route.LoaderArgs) {
  const cart = await getCart(request);
  const code = await previewRequestCode(request, cart.totals);
  const notice =
    new URL(request.url).searchParams.get("notice") === "empty-checkout" ? cartPage.emptyCheckoutNotice : null;
  const stockNotice = await cartStockNotice(await getDb(), cart.lines);
  const codeTotals = withDiscount(cart.totals, code.terms, code.label);
  const holder = await quoteForRequest(request, {
    subtotalCents: cart.totals.subtotalCents,
    codeDiscountCents: codeTotals.lines.reduce((n, line) => n + line.cents, 0),
  });
  return data({ ...cart, notice, code, stockNotice, holder }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: Route.ActionArgs) {
  return (await handleNpxAction(request)) ?? handleCartAction(request);
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const wallet = useRouteLoaderData<RootLoaderData>("root")?.signedInWallet ?? null;
  const { lines, totals: cartTotals } = applyCartActions(loaderData.lines, usePendingCartActions());
  // The applied code's terms on the lines as they will be: the server prices it again at checkout.
  const { code, holder } = loaderData;
  const priced = withDiscount(cartTotals, code.terms, code.label);
  const totals = holderTotals(priced.totals, holder);
  // The NPX form's reply shows under its field; the code's under its own; every other is the cart's.
  const npxReply = actionData?.initialValue?.intent === "npx" ? actionData : undefined;
  const codeError = npxReply ? null : (actionData?.error?.code?.[0] ?? null);
  const error = npxReply || codeError ? null : cartRefusal(actionData);
  // A refused code stays in its field to be corrected.
  const typedCode = codeError ? String(actionData?.initialValue?.code ?? "") : null;
  const notice = loaderData.lines.length === 0 ? loaderData.notice : loaderData.stockNotice;

  return (
    <ShopPage back={{ to: "/product", label: cartPage.backToProduct }} title={cartPage.title}>
      {(error || notice) && (
        <p
          role="alert"
          className="mt-6 rounded-2xl border border-berry-600/30 bg-berry-600/5 px-5 py-4 text-sm font-medium text-berry-700"
        >
          {error ?? notice}
        </p>
      )}

      {lines.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-cream-300 bg-cream-50 px-6 py-16 text-center">
          <Icon name="shopping-bag" className="mx-auto size-12 text-chai-500" aria-hidden />
          <h2 className="mt-5 font-display text-2xl font-semibold text-espresso-900">{cartPage.empty.title}</h2>
          <p className="mt-2 text-espresso-700">{cartPage.empty.text}</p>
          <Link to="/product" className={buttonClass({ variant: "primary", size: "lg", className: "mt-8" })}>
            {cartPage.continueShopping}
          </Link>
        </div>
      ) : (
        <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_380px]">
          <ul className="h-fit divide-y divide-cream-300 rounded-2xl border border-cream-300 bg-cream-50 px-5 sm:px-8">
            {lines.map((line) => (
              <CartLineItem key={`${line.productId}:${line.purchaseType}`} line={line} />
            ))}
          </ul>
          <aside
            aria-labelledby="summary-title"
            className="h-fit space-y-6 rounded-2xl border border-cream-300 bg-cream-50 p-6 sm:p-8 lg:sticky lg:top-24"
          >
            <h2 id="summary-title" className="font-display text-2xl font-semibold">
              {cartPage.summaryTitle}
            </h2>
            <TotalsRows totals={totals} discounts={priced.lines} />
            <Form method="post" action="/cart" className="border-t border-cream-300 pt-5">
              <CodeField
                key={code.code ?? ""}
                input={{ id: "cart-code", name: "code", defaultValue: typedCode ?? code.code ?? "" }}
                error={codeError}
                preview={code}
              />
            </Form>
            <p className="text-xs text-espresso-600">{cartPage.freeShippingHint}</p>
            {holder && <HolderPanel holder={holder} mode="cart" reply={npxReply} />}
            <NpxEarnNote npx={totals.npxReward} label={cartPage.reward.earns} wallet={wallet} />
            <div className="space-y-3">
              <Link to="/checkout" className={buttonClass({ variant: "accent", size: "lg", className: "w-full" })}>
                {cartPage.checkout}
              </Link>
              <Link to="/" className={buttonClass({ variant: "outline", size: "md", className: "w-full" })}>
                {cartPage.continueShopping}
              </Link>
            </div>
          </aside>
        </div>
      )}
    </ShopPage>
  );
}
