import { useEffect, useState } from "react";
import { CART_ACTION } from "~/cart/pending-actions";
import { Button } from "~/components/ui/button";
import { productPage } from "~/content/product-page";
import { formatPrice } from "~/utils/money";
import { AddToCartFields, priceOf, useAddToCart, type PurchaseChoice, type ShopPrices } from "./PurchaseBox";

/** The spec's scroll threshold for the sticky bar. */
export const STICKY_BAR_AFTER_PX = 600;

/** Past 600 px of scroll: the product, its price and its own Add to Cart (the same action). */
export function StickyAddBar({
  product,
  name,
  image,
  choice,
}: {
  product: ShopPrices;
  name: string;
  image: string;
  choice: PurchaseChoice;
}) {
  const [visible, setVisible] = useState(false);
  const { Form, pending, error } = useAddToCart("sticky-add-to-cart");

  useEffect(() => {
    const update = () => setVisible(window.scrollY > STICKY_BAR_AFTER_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  if (!visible) return null;
  const type = productPage.purchaseOptions[choice.purchaseType].short;
  return (
    <aside
      aria-label={productPage.sticky.label}
      data-testid="sticky-bar"
      className="fixed inset-x-0 bottom-[4.5rem] z-30 animate-fade-in border-t border-cream-300 bg-cream-50/95 shadow-[0_-10px_30px_-15px_rgba(43,29,20,0.35)] backdrop-blur md:bottom-0"
    >
      <Form
        method="post"
        action={CART_ACTION}
        className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:gap-4 sm:px-6 lg:px-8"
      >
        <AddToCartFields productId={product.id} choice={choice} />
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
              {formatPrice(priceOf(product, choice.purchaseType))}
            </span>{" "}
            · {type}
          </p>
          {error && (
            <p role="alert" className="text-xs font-medium text-berry-700">
              {error}
            </p>
          )}
        </div>
        <Button type="submit" variant="accent" size="md" disabled={pending}>
          {pending ? productPage.adding : productPage.addToCart}
        </Button>
      </Form>
    </aside>
  );
}
