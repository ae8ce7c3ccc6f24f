import { useFetcher } from "react-router";
import type { CartActionData } from "~/cart/types";
import { cartRefusal } from "~/cart/types";
import { Button } from "~/components/ui/button";
import { purchaseOptions } from "~/content/purchase-types";
import { type PurchaseType } from "~/utils/purchase-types";
import { formatPrice } from "~/utils/money";

export interface StickyAddBarProps {
  /** The purchase box's form (its id) and fetcher key: the bar's button submits that form. */
  form: string;
  name: string;
  image: string;
  priceCents: number;
  purchaseType: PurchaseType;
  labels: { bar: string; addToCart: string; adding: string };
}

/**
 * Past 600 px of scroll: the product, its price and an Add to Cart that submits the purchase box's
 * own form, so what is added is what the box shows (one action, one refusal message).
 */
export default function StickyAddBar({ form, name, image, priceCents, purchaseType, labels }: StickyAddBarProps) {
  const fetcher = useFetcher<CartActionData>({ key: form });
  const pending = fetcher.state !== "idle";
  const error = pending ? null : cartRefusal(fetcher.data);
  return (
    <aside
      aria-label={labels.bar}
      data-testid="sticky-bar"
      className="fixed inset-x-0 bottom-[4.5rem] z-30 animate-fade-in border-t border-cream-300 bg-cream-50/95 shadow-[0_-10px_30px_-15px_rgba(43,29,20,0.35)] backdrop-blur md:bottom-0"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:gap-4 sm:px-6 lg:px-8">
        <img
          src={image}
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-xl bg-cream-200 object-contain p-1"
        />
        <div className="min-w-0 flex-1">
          <p className="truncate font-display font-semibold text-espresso-900">{name}</p>
          <p className="text-sm text-espresso-700">
            <span className="font-semibold text-espresso-900" data-testid="sticky-price">
              {formatPrice(priceCents)}
            </span>{" "}
            · {purchaseOptions[purchaseType].short}
          </p>
          {error && (
            <p role="alert" className="text-xs font-medium text-berry-700">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" form={form} variant="accent" size="md" disabled={pending}>
          {pending ? labels.adding : labels.addToCart}
        </Button>
      </div>
    </aside>
  );
}
