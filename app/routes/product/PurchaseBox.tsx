import { Icon } from "~/components/icons";
import { useLayoutEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { cartRefusal, type CartActionData } from "~/cart/types";
import { CART_ACTION } from "~/cart/pending-actions";
import { MAX_QUANTITY, MIN_QUANTITY } from "~/utils/quantity-limits";
import { Button } from "~/components/ui/button";
import { PURCHASE_TYPES, type PurchaseType } from "~/utils/purchase-types";
import { productPage } from "~/content/product-page";
import type { StockNote } from "~/stock/state";
import { shippingCents } from "~/utils/shipping-rates";
import { formatCents } from "~/utils/money";

export interface ShopPrices {
  id: string;
  subscribePriceCents: number;
  oneTimePriceCents: number;
  originalPriceCents: number;
}

export interface PurchaseChoice {
  purchaseType: PurchaseType;
  quantity: string;
}

/**
 * An Add to Cart form's fetcher: the server checks the form with the cart's schema (zod stays out
 * of this page's script); a refusal comes back as the message to show, a success goes to the cart.
 */
function useAddToCart(key: string) {
  const fetcher = useFetcher<CartActionData>({ key });
  const pending = fetcher.state !== "idle";
  return { Form: fetcher.Form, pending, error: pending ? null : cartRefusal(fetcher.data) };
}

/** The purchase form's id and its fetcher's key: the sticky bar's button submits the same form. */
export const PURCHASE_FORM = "add-to-cart";

/** The hidden fields the Add to Cart form sends beside its choice: only ids. */
function AddToCartFields({ productId }: { productId: string }) {
  return (
    <>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="redirectTo" value={CART_ACTION} />
    </>
  );
}

const isPurchaseType = (value: unknown): value is PurchaseType => PURCHASE_TYPES.includes(value as PurchaseType);

export function priceOf(product: ShopPrices, type: PurchaseType): number {
  return type === "subscribe" ? product.subscribePriceCents : product.oneTimePriceCents;
}

function Option({
  type,
  checked,
  onSelect,
  html,
  soldOut,
}: {
  type: PurchaseType;
  checked: boolean;
  /** Sold out: the words the option shows over its own (the radio is disabled by its fieldset). */
  soldOut?: string;
  onSelect: () => void;
  /** What the option says (name, price, perks): drawn by the server, the same for every visitor. */
  html: string;
}) {
  return (
    <label
      // Styled by the radio's own state, so the box shows the choice before the app runs.
      className="relative block cursor-pointer rounded-2xl border-2 border-cream-300 bg-cream-50 p-4 transition hover:border-chai-300 has-checked:border-chai-500 has-checked:shadow-[0_8px_30px_-12px_rgba(156,93,38,0.45)] has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:bg-cream-100 has-disabled:shadow-none sm:p-5"
    >
      <input
        type="radio"
        name="purchaseType"
        value={type}
        checked={checked}
        onChange={onSelect}
        className="peer absolute right-5 top-5 size-5 accent-chai-600"
        data-testid={`purchase-${type}`}
      />
      <span className="contents" dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
      {soldOut && (
        <span
          className="mt-2 inline-block rounded-full bg-espresso-900 px-3 py-1 text-xs font-bold uppercase tracking-[0.15em] text-cream-50"
          data-testid={`purchase-${type}-sold-out`}
        >
          {soldOut}
        </span>
      )}
    </label>
  );
}

export function PurchaseBox({
  product,
  choice,
  onChange,
  stock,
  optionsHtml,
}: {
  product: ShopPrices;
  choice: PurchaseChoice;
  onChange: (choice: PurchaseChoice) => void;
  /** Each option's text, drawn by the server (PurchaseOptionText). */
  optionsHtml: Record<PurchaseType, string>;
  /** A state only, the same for every visitor (the page is kept for everyone). */
  stock: StockNote;
}) {
  const form = useRef<HTMLFormElement>(null);
  const { Form, pending, error } = useAddToCart(PURCHASE_FORM);
  // The app adopts what the visitor chose before it started (the page keeps it; React does not reset it).
  useLayoutEffect(() => {
    const fields = form.current?.elements;
    const purchaseType = (fields?.namedItem("purchaseType") as RadioNodeList | null)?.value;
    const quantity = (fields?.namedItem("quantity") as HTMLInputElement | null)?.value;
    if (!isPurchaseType(purchaseType) || quantity === undefined) return;
    if (purchaseType !== choice.purchaseType || quantity !== choice.quantity) onChange({ purchaseType, quantity });
    // Only what the page held when the app started.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const quantityNumber = Number(choice.quantity);
  const step = (by: number) => {
    const from = Number.isInteger(quantityNumber) ? quantityNumber : MIN_QUANTITY;
    onChange({ ...choice, quantity: String(Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, from + by))) });
  };
  const soldOut = stock.state === "sold_out";
  const stepButton =
    "grid size-11 place-items-center rounded-full text-espresso-800 hover:bg-cream-200 disabled:opacity-40";

  return (
    <Form
      ref={form}
      id={PURCHASE_FORM}
      method="post"
      action={CART_ACTION}
      className="group space-y-5"
      data-testid="purchase-form"
    >
      <AddToCartFields productId={product.id} />
      {/* Sold out, every choice is disabled and says why (the plans, the quantity, the button). */}
      <fieldset
        className="space-y-3"
        disabled={soldOut}
        aria-describedby={soldOut ? "sold-out-choices" : undefined}
        data-testid="purchase-plans"
      >
        <legend className="mb-3 text-sm font-semibold uppercase tracking-[0.18em] text-espresso-700">
          {productPage.purchaseHeading}
        </legend>
        {PURCHASE_TYPES.map((type) => (
          <Option
            key={type}
            type={type}
            checked={choice.purchaseType === type}
            onSelect={() => onChange({ ...choice, purchaseType: type })}
            html={optionsHtml[type]}
            soldOut={soldOut ? stock.text : undefined}
          />
        ))}
      </fieldset>
      {soldOut && (
        <p id="sold-out-choices" className="text-sm font-medium text-berry-700" data-testid="sold-out-choices">
          {stock.soldOut?.choices}
        </p>
      )}

      <div className="flex flex-wrap items-end gap-4">
        <fieldset className="min-w-0" disabled={soldOut}>
          <label htmlFor="quantity" className="mb-2 block text-sm font-semibold text-espresso-800">
            {productPage.quantityLabel}
          </label>
          <div className="flex items-center gap-1 rounded-full border border-cream-300 bg-cream-50 p-1">
            <button
              type="button"
              className={stepButton}
              onClick={() => step(-1)}
              disabled={quantityNumber <= MIN_QUANTITY}
              aria-label="Decrease quantity"
            >
              <Icon name="minus" className="size-4" aria-hidden />
            </button>
            <input
              id="quantity"
              name="quantity"
              inputMode="numeric"
              value={choice.quantity}
              onChange={(e) => onChange({ ...choice, quantity: e.target.value })}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "quantity-error" : soldOut ? "sold-out-choices" : undefined}
              className="w-12 bg-transparent text-center text-lg font-semibold tabular-nums text-espresso-900 outline-none"
            />
            <button
              type="button"
              className={stepButton}
              onClick={() => step(1)}
              disabled={quantityNumber >= MAX_QUANTITY}
              aria-label="Increase quantity"
            >
              <Icon name="plus" className="size-4" aria-hidden />
            </button>
          </div>
        </fieldset>
        {soldOut ? (
          <Button
            type="button"
            variant="outline"
            size="lg"
            className="min-w-48 flex-1"
            disabled
            aria-describedby="sold-out-choices"
            data-testid="sold-out"
          >
            {stock.text}
          </Button>
        ) : (
          <Button type="submit" variant="accent" size="lg" className="min-w-48 flex-1" disabled={pending}>
            {pending ? productPage.adding : productPage.addToCart}
          </Button>
        )}
      </div>
      {stock.state === "low" && (
        <p className="text-sm font-medium text-berry-700" data-testid="stock-low">
          {stock.text}
        </p>
      )}
      {error && (
        <p id="quantity-error" role="alert" className="text-sm font-medium text-berry-700">
          {error}
        </p>
      )}
      <ShippingForChoice product={product} quantity={quantityNumber} />
      <p className="text-sm text-espresso-600">{productPage.servingsNote}</p>
    </Form>
  );
}

/**
 * Shipping for what is chosen. Both lines are drawn and the checked radio shows one (CSS), so the
 * line is right before the app runs; the one-time line follows the quantity once it does.
 */
function ShippingForChoice({ product, quantity }: { product: ShopPrices; quantity: number }) {
  const copy = productPage.shippingFor;
  const bags = Number.isInteger(quantity) && quantity >= MIN_QUANTITY && quantity <= MAX_QUANTITY ? quantity : 1;
  const subtotal = product.oneTimePriceCents * bags;
  const shipping = shippingCents(subtotal, false);
  const total = formatCents(subtotal + shipping);
  return (
    <p className="text-sm font-medium text-espresso-800" data-testid="shipping-for-choice" aria-live="polite">
      <span className="hidden group-has-[[value=subscribe]:checked]:inline">{copy.subscribe}</span>
      <span className="group-has-[[value=subscribe]:checked]:hidden">
        {shipping ? copy.oneTime(formatCents(shipping), total) : copy.oneTimeFree(total)}
      </span>
    </p>
  );
}
