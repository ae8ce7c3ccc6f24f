import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { data, useRouteLoaderData } from "react-router";
import { getCatalogProduct } from "~/cart/catalog.server";
import { JsonLd } from "~/components/content/JsonLd";
import { getDb } from "~/db/client.server";
import { productReviews } from "~/reviews/reviews-html.server";
import { inlineFigureHtml } from "~/brand/figure-html.server";
import { getCustomersFigure } from "~/brand/figures.server";
import { productJsonLd } from "~/routes/product/ProductJsonLd";
import {
  ProductBands,
  ProductIntro,
  ProductPayments,
  PurchaseOptionText,
  TrustBadges,
} from "~/routes/product/ProductSections";
import { PURCHASE_FORM, PurchaseBox, priceOf, type PurchaseChoice } from "~/routes/product/PurchaseBox";
import { START_JOURNEY_ISLAND, StartJourneyLink } from "~/routes/product/StartJourneyLink";
import { startsLater } from "~/routes/product/starts-later";
import { renderStaticPage } from "~/components/server-html/render.server";
import { ServerHtml } from "~/components/server-html/ServerHtml";
import { acceptedPayMethods } from "~/payments/methods.server";
import { backInStockHtml, notifyStatusFrom } from "~/stock/back-in-stock-html.server";
import { linkNoticeHtml } from "~/creators/link-notice.server";
import { stockNote } from "~/stock/stock-note.server";
import { readStockState } from "~/stock/stock.server";
import { PRODUCT_ID } from "~/content/product";
import { purchaseOptions } from "~/content/purchase-types";
import { productPage } from "~/content/product-page";
import { productSections } from "~/content/product-sections";
import type { RootLoaderData } from "~/utils/root-data";
import { formatPrice } from "~/utils/money";
import { seo, siteUrlFrom } from "~/content/seo";
import { siteUrlFor } from "~/utils/site-url.server";
import { rewardPromise } from "~/utils/npx-value";
import { getNpxValue } from "~/utils/npx-value.server";
import type { Route } from "./+types/product";

/** The spec's scroll threshold for the sticky bar. */
const STICKY_BAR_AFTER_PX = 600;
// The sticky bar's code comes at the visitor's first scroll, not with the page: most never see it.
const loadStickyBar = () => import("~/routes/product/StickyAddBar");
const StickyAddBar = lazy(loadStickyBar);
// The gallery and the wallet cards: drawn by the server, their script comes after the page's (0028).
const laterParts = startsLater(() => import("~/routes/product/later-parts"));
const ProductGallery = laterParts.part((m) => m.LaterGallery, <div className="aspect-square" />);
const RewardCard = laterParts.part((m) => m.LaterRewardCard);
const PhantomCard = laterParts.part((m) => m.LaterPhantomCard);

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
    laterParts.ready(),
  ]);
  // With the rating, the customers figure: counted or the brand's dated statement (app/brand).
  const customersHtml = inlineFigureHtml(customers);
  const payMethods = acceptedPayMethods();
  const startLabel = `${productSections.why.cta} - ${formatPrice(subscribePriceCents)}`;
  // The parts that depend only on the catalog, the rating and the ways to pay are drawn by the
  // server once per version (decision 0006): none of their code or copy is in the page's script.
  const prices = { id, subscribePriceCents, oneTimePriceCents, originalPriceCents };
  const version = [name, subtitle, description, reviews.rating.average, reviews.rating.count, customersHtml, startLabel]
    .concat(oneTimePriceCents, originalPriceCents)
    .concat(payMethods.card ? "card" : "", payMethods.usdc ? "usdc" : "")
    .join("|");
  const draw = (part: string, page: () => ReactNode) => renderStaticPage(`product-${part}`, page, "/product", version);
  const pageUrl = new URL("/product", siteUrlFor(request)).toString();
  return {
    reviews: { html: reviews.html },
    // A state (in stock, low, sold out), never a count: the page is kept for every visitor.
    stock: stockNote(stock),
    // Below the purchase box, drawn here: a creator link's discount (this visitor's: a page with it
    // is never kept) and, sold out, the back-in-stock form.
    notesHtml:
      [await linkNoticeHtml(request), stock === "sold_out" ? backInStockHtml(id, notifyStatusFrom(url)) : null]
        .filter(Boolean)
        .join("") || null,
    html: {
      intro: draw("intro", () => (
        <ProductIntro
          name={name}
          subtitle={subtitle}
          description={description}
          rating={{ ...reviews.rating, customersHtml }}
        />
      )),
      payments: draw("payments", () => <ProductPayments methods={payMethods} />),
      trust: draw("trust", () => <TrustBadges />),
      options: {
        subscribe: draw("subscribe", () => <PurchaseOptionText type="subscribe" product={prices} />),
        one_time: draw("one-time", () => <PurchaseOptionText type="one_time" product={prices} />),
      },
      bands: draw("bands", () => <ProductBands startLabel={startLabel} />),
    },
    startLabel,
    jsonLd: productJsonLd({
      name,
      description,
      url: pageUrl,
      images,
      offers: [
        { name: purchaseOptions.subscribe.label, priceCents: subscribePriceCents },
        { name: purchaseOptions.one_time.label, priceCents: oneTimePriceCents },
      ],
      reviews: reviews.jsonLd,
      soldOut: stock === "sold_out",
    }),
    product: { id, name, subscribePriceCents, oneTimePriceCents, originalPriceCents, npxReward, badge, image, images },
    promise: rewardPromise(npxReward, oneTimePriceCents, getNpxValue()),
  };
}

// A navigation to the page within the app waits for the later parts' module beside the page's
// data, so the gallery is drawn at once, never an empty square. (The first load does not call this:
// the server drew the parts.)
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), laterParts.ready()]);
  return loaded;
}

export default function ProductPage({
  loaderData: { product, html, startLabel, jsonLd, reviews, stock, notesHtml, promise },
}: Route.ComponentProps) {
  const root = useRouteLoaderData<RootLoaderData>("root");
  const [choice, setChoice] = useState<PurchaseChoice>({ purchaseType: "subscribe", quantity: "1" });
  const stickyBar = useScrolledPast(STICKY_BAR_AFTER_PX, loadStickyBar);

  const startJourney = () => {
    setChoice((c) => ({ ...c, purchaseType: "subscribe" }));
    const box = document.getElementById("purchase");
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    box?.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    document.querySelector<HTMLInputElement>('#purchase input[value="subscribe"]')?.focus({ preventScroll: true });
  };

  return (
    <>
      <JsonLd data={jsonLd} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <ProductGallery images={product.images} badge={stock.soldOut?.badge ?? product.badge} />
        </div>
        <div className="space-y-7">
          <Drawn html={html.intro} />
          <div id="purchase" className="scroll-mt-24">
            <PurchaseBox
              product={product}
              choice={choice}
              onChange={setChoice}
              stock={stock}
              optionsHtml={html.options}
            />
          </div>
          {notesHtml && (
            // A block of its own (not `contents`), so the column's spacing keeps it off the next card.
            <div
              className="space-y-7"
              data-testid="product-notes"
              dangerouslySetInnerHTML={{ __html: notesHtml }}
              suppressHydrationWarning
            />
          )}
          <Drawn html={html.payments} />
          <RewardCard
            npxReward={product.npxReward}
            promise={promise}
            wallet={root?.signedInWallet ?? null}
            perks={root?.holderPerks ?? null}
          />
          <Drawn html={html.trust} />
        </div>
      </div>
      <ServerHtml
        html={html.bands}
        islands={{ [START_JOURNEY_ISLAND]: <StartJourneyLink label={startLabel} onStart={startJourney} /> }}
      />
      <PhantomCard back={promise.back} />
      {/* Drawn on the server: its sort and page links are plain links. */}
      <div className="contents" dangerouslySetInnerHTML={{ __html: reviews.html }} suppressHydrationWarning />
      {stickyBar && stock.state !== "sold_out" && (
        <Suspense>
          <StickyAddBar
            form={PURCHASE_FORM}
            name={product.name}
            image={product.image}
            priceCents={priceOf(product, choice.purchaseType)}
            purchaseType={choice.purchaseType}
            labels={{ bar: productPage.sticky.label, addToCart: productPage.addToCart, adding: productPage.adding }}
          />
        </Suspense>
      )}
    </>
  );
}

/** Markup the server drew (no links that navigate, no islands): kept as it is on hydration. */
function Drawn({ html }: { html: string }) {
  return <div dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}

/** Whether the page is scrolled past `px`; `onFirstScroll` runs at the visitor's first scroll. */
function useScrolledPast(px: number, onFirstScroll: () => unknown) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let scrolled = false;
    const update = () => {
      if (!scrolled && window.scrollY > 0) {
        scrolled = true;
        void onFirstScroll();
      }
      setPast(window.scrollY > px);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [px, onFirstScroll]);
  return past;
}
