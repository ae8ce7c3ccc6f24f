import { useState } from "react";
import { data, useRouteLoaderData } from "react-router";
import { getCatalogProduct } from "~/cart/catalog.server";
import { getDb } from "~/db/client.server";
import { productReviews } from "~/reviews/reviews-html.server";
import { inlineFigureHtml } from "~/brand/figure-html.server";
import { getCustomersFigure } from "~/brand/figures.server";
import { ProductGallery } from "~/components/product/ProductGallery";
import { ProductJsonLd } from "~/components/product/ProductJsonLd";
import {
  IngredientTiles,
  PhantomCard,
  RatingRow,
  RewardCard,
  TrustBadges,
  WhySection,
} from "~/components/product/ProductSections";
import { PurchaseBox, type PurchaseChoice } from "~/components/product/PurchaseBox";
import { HowYouPay } from "~/payments/HowYouPay";
import { acceptedPayMethods } from "~/payments/methods.server";
import { StickyAddBar } from "~/components/product/StickyAddBar";
import { backInStockHtml, notifyStatusFrom } from "~/stock/back-in-stock-html.server";
import { linkNoticeHtml } from "~/creators/link-notice.server";
import { stockNote } from "~/stock/stock-note.server";
import { readStockState } from "~/stock/stock.server";
import { PRODUCT_ID } from "~/content/product";
import { productPage } from "~/content/product-page";
import type { RootLoaderData } from "~/root-data";
import { formatPrice } from "~/utils/money";
import { seo, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/product";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Shop NAVA Focus",
      description: "Subscribe for $39 or buy once for $49: 30 servings of cinnamon chai mushroom coffee.",
      path: "/product",
      type: "product",
    },
    siteUrlFrom(matches),
  );

export async function loader({ request }: Route.LoaderArgs) {
  const product = await getCatalogProduct(PRODUCT_ID);
  if (!product) throw data(null, { status: 404 });
  const {
    id,
    name,
    subtitle,
    description,
    subscribePriceCents,
    oneTimePriceCents,
    originalPriceCents,
    npxReward,
    badge,
    image,
    images,
  } = product;
  const db = await getDb();
  const url = new URL(request.url);
  const [stock, reviews, customers] = await Promise.all([
    readStockState(db, id),
    productReviews(db, url, id),
    getCustomersFigure(db),
  ]);
  return {
    // With the rating, the customers figure: the same for every visitor (the page is kept),
    // counted or the brand's dated statement, drawn here.
    reviews: { ...reviews, rating: { ...reviews.rating, customersHtml: inlineFigureHtml(customers) } },
    // A state (in stock, low, sold out), never a count: the page is kept for every visitor.
    stock: stockNote(stock),
    // Below the purchase box, drawn here: a creator link's discount (this visitor's: a page with it
    // is never kept) and, sold out, the back-in-stock form.
    notesHtml:
      [await linkNoticeHtml(request), stock === "sold_out" ? backInStockHtml(id, notifyStatusFrom(url)) : null]
        .filter(Boolean)
        .join("") || null,
    product: {
      id,
      name,
      subtitle,
      description,
      subscribePriceCents,
      oneTimePriceCents,
      originalPriceCents,
      npxReward,
      badge,
      image,
      images,
    },
    payMethods: acceptedPayMethods(),
  };
}

export default function ProductPage({
  loaderData: { product, payMethods, reviews, stock, notesHtml },
}: Route.ComponentProps) {
  const root = useRouteLoaderData<RootLoaderData>("root");
  const [choice, setChoice] = useState<PurchaseChoice>({ purchaseType: "subscribe", quantity: "1" });
  const url = new URL("/product", root?.siteUrl ?? "http://localhost:3000").toString();

  const startJourney = () => {
    setChoice((c) => ({ ...c, purchaseType: "subscribe" }));
    const box = document.getElementById("purchase");
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    box?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    document.querySelector<HTMLInputElement>('#purchase input[value="subscribe"]')?.focus({ preventScroll: true });
  };

  return (
    <>
      <ProductJsonLd
        name={product.name}
        description={product.description}
        url={url}
        images={product.images}
        offers={[
          { name: productPage.purchaseOptions.subscribe.label, priceCents: product.subscribePriceCents },
          { name: productPage.purchaseOptions.one_time.label, priceCents: product.oneTimePriceCents },
        ]}
        reviews={reviews.jsonLd}
        soldOut={stock.state === "sold_out"}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <ProductGallery images={product.images} badge={product.badge} />
        </div>
        <div className="space-y-7">
          <header>
            <p className="text-xs font-semibold uppercase tracking-[0.25em] text-chai-700">{productPage.eyebrow}</p>
            <h1 className="mt-3 font-display text-4xl font-semibold leading-tight text-espresso-900 sm:text-5xl">
              {product.name}
            </h1>
            <p className="mt-1 text-lg text-espresso-700">{product.subtitle}</p>
            <div className="mt-4">
              <RatingRow {...reviews.rating} />
            </div>
            <p className="mt-5 leading-relaxed text-espresso-800">{product.description}</p>
          </header>
          <div id="purchase" className="scroll-mt-24">
            <PurchaseBox product={product} choice={choice} onChange={setChoice} stock={stock} />
          </div>
          {notesHtml && (
            <div className="contents" dangerouslySetInnerHTML={{ __html: notesHtml }} suppressHydrationWarning />
          )}
          <HowYouPay methods={payMethods} subscription className="rounded-2xl bg-cream-50 p-5 ring-1 ring-cream-300" />
          <RewardCard npxReward={product.npxReward} wallet={root?.signedInWallet ?? null} />
          <TrustBadges />
        </div>
      </div>
      <IngredientTiles />
      <WhySection priceLabel={formatPrice(product.subscribePriceCents)} onStart={startJourney} />
      <PhantomCard />
      {/* Drawn on the server: its sort and page links are plain links. */}
      <div className="contents" dangerouslySetInnerHTML={{ __html: reviews.html }} suppressHydrationWarning />
      {stock.state !== "sold_out" && (
        <StickyAddBar product={product} name={product.name} image={product.image} choice={choice} />
      )}
    </>
  );
}
