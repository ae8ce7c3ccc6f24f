import { Icon } from "~/components/icons";
import { useFetcher } from "react-router";
import { purchaseOptions } from "~/content/purchase-types";
import { cartPage } from "~/content/shop";
import { formatCents } from "~/utils/money";
import { cartRefusal, type CartActionData, type CartLine } from "./types";
import { CART_ACTION } from "./pending-actions";
import { lineTotalCents } from "~/utils/pricing";
import { MAX_QUANTITY } from "~/utils/quantity-limits";
import { useHydrated } from "~/utils/use-hydrated";

const stepButton =
  "grid size-11 place-items-center rounded-full text-espresso-800 transition-colors hover:bg-cream-200 disabled:cursor-not-allowed disabled:opacity-40 sm:size-10";

/** One cart line; its forms post to the cart action, through a fetcher once hydrated. */
export function CartLineItem({ line }: { line: CartLine }) {
  const fetcher = useFetcher<CartActionData>({ key: `cart-line:${line.productId}:${line.purchaseType}` });
  const hydrated = useHydrated();
  const pending = fetcher.state !== "idle";
  const error = fetcher.state === "idle" ? cartRefusal(fetcher.data) : null;
  const typeLabel = purchaseOptions[line.purchaseType].short;
  const fields = (
    <>
      <input type="hidden" name="productId" value={line.productId} />
      <input type="hidden" name="purchaseType" value={line.purchaseType} />
      {!hydrated && <input type="hidden" name="redirectTo" value={CART_ACTION} />}
    </>
  );
  const labelId = `line-${line.productId}-${line.purchaseType}`;

  return (
    <li className="flex flex-wrap gap-4 py-6 sm:gap-6" aria-busy={pending || undefined} data-testid="cart-line">
      <img
        src={line.image}
        alt=""
        width={112}
        height={112}
        className="size-24 shrink-0 rounded-2xl bg-cream-200 object-contain p-2 sm:size-28"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={labelId} className="font-display text-lg font-semibold text-espresso-900">
            {line.name}
            <span className="sr-only">, {typeLabel}</span>
          </h2>
          <p className="text-sm text-espresso-600">{line.subtitle}</p>
          <p className="mt-2 inline-flex items-center rounded-full bg-sage-100 px-3 py-1 text-xs font-semibold text-sage-700">
            {typeLabel}
          </p>
          <p className="mt-2 text-sm text-espresso-700">
            {formatCents(line.unitPriceCents)} {cartPage.each}
          </p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:flex-col sm:flex-nowrap sm:items-end">
          <div
            className="flex items-center gap-1 rounded-full border border-cream-300 bg-cream-50 p-1"
            role="group"
            aria-labelledby={labelId}
          >
            <fetcher.Form method="post" action={CART_ACTION}>
              {fields}
              {line.quantity > 1 ? (
                <>
                  <input type="hidden" name="intent" value="set-quantity" />
                  <input type="hidden" name="quantity" value={line.quantity - 1} />
                </>
              ) : (
                <input type="hidden" name="intent" value="remove" />
              )}
              <button type="submit" className={stepButton} disabled={pending} aria-label={cartPage.decrease}>
                <Icon name="minus" className="size-4" aria-hidden />
              </button>
            </fetcher.Form>
            <output
              className="w-8 text-center font-semibold tabular-nums"
              aria-live="polite"
              data-testid="line-quantity"
            >
              {line.quantity}
            </output>
            <fetcher.Form method="post" action={CART_ACTION}>
              {fields}
              <input type="hidden" name="intent" value="set-quantity" />
              <input type="hidden" name="quantity" value={line.quantity + 1} />
              <button
                type="submit"
                className={stepButton}
                disabled={pending || line.quantity >= MAX_QUANTITY}
                aria-label={cartPage.increase}
              >
                <Icon name="plus" className="size-4" aria-hidden />
              </button>
            </fetcher.Form>
          </div>
          <p className="font-semibold tabular-nums text-espresso-900" data-testid="line-total">
            {formatCents(lineTotalCents(line))}
          </p>
          <fetcher.Form method="post" action={CART_ACTION}>
            {fields}
            <input type="hidden" name="intent" value="remove" />
            <button
              type="submit"
              disabled={pending}
              className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-espresso-600 underline-offset-4 hover:text-berry-700 hover:underline disabled:opacity-40 sm:min-h-0"
            >
              <Icon name="trash" className="size-4" aria-hidden />
              {cartPage.remove}
              <span className="sr-only">
                {line.name}, {typeLabel}
              </span>
            </button>
          </fetcher.Form>
        </div>
      </div>
      {error && (
        <p role="alert" className="basis-full text-sm font-medium text-berry-700">
          {error}
        </p>
      )}
    </li>
  );
}
