// The product page's parts the server draws (in the route's loader, decision 0006): their markup,
// icons and copy cost the page no script and no hydration work. What a visitor acts on (gallery,
// purchase box, reward and Phantom cards, sticky bar) stays in the page's React tree.
import { Icon, type IconName } from "~/components/icons";
import { Link } from "react-router";
import { Section } from "~/components/Section";
import { IslandSlot } from "~/components/server-html/ServerHtml";
import { productSections } from "~/content/product-sections";
import { purchaseOptions } from "~/content/purchase-types";
import { type PurchaseType } from "~/utils/purchase-types";
import { HowYouPay } from "~/payments/HowYouPay";
import type { PayMethods } from "~/payments/status";
import { formatPrice } from "~/utils/money";
import { priceOf, type ShopPrices } from "./PurchaseBox";
import { START_JOURNEY_ISLAND, StartJourneyLink } from "./StartJourneyLink";

const icons: Record<string, IconName> = {
  truck: "truck",
  rotate: "rotate-ccw",
  flask: "flask-conical",
  leaf: "leaf",
  brain: "brain",
  zap: "zap",
  mountain: "mountain",
  coffee: "coffee",
  sprout: "sprout",
  flame: "flame",
};

/** The product's name, its rating and what it is: above the purchase box. */
export function ProductIntro({
  name,
  subtitle,
  description,
  rating,
}: {
  name: string;
  subtitle: string;
  description: string;
  rating: { average: number | null; count: number; customersHtml: string | null };
}) {
  return (
    <header>
      <p className="text-xs font-semibold uppercase tracking-[0.25em] text-chai-700">{productSections.eyebrow}</p>
      <h1 className="mt-3 font-display text-4xl font-semibold leading-tight text-espresso-900 sm:text-5xl">{name}</h1>
      <p className="mt-1 text-lg text-espresso-700">{subtitle}</p>
      <div className="mt-4">
        <RatingRow {...rating} />
      </div>
      <p className="mt-5 leading-relaxed text-espresso-800">{description}</p>
    </header>
  );
}

/**
 * The approved reviews' figures, linking to them; with none yet, an invitation to the first. Then
 * the customers figure (app/brand), when the store has one.
 */
function RatingRow({
  average,
  count,
  customersHtml,
}: {
  average: number | null;
  count: number;
  customersHtml: string | null;
}) {
  const copy = productSections;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-espresso-700">
      <a href="#reviews" className="flex items-center gap-1.5 hover:text-espresso-900">
        <span className="flex text-chai-500" aria-hidden>
          {Array.from({ length: 5 }, (_, i) => (
            <Icon
              name="star"
              key={i}
              className={average !== null && i < Math.round(average) ? "size-4 fill-current" : "size-4"}
            />
          ))}
        </span>
        {average === null ? (
          <span data-testid="rating-none">{copy.ratingNone}</span>
        ) : (
          <>
            <span className="font-semibold text-espresso-900" data-testid="rating">
              {average.toFixed(1)}
            </span>
            <span>
              ({count.toLocaleString("en-US")} {count === 1 ? copy.ratingLabelOne : copy.ratingLabel})
            </span>
          </>
        )}
      </a>
      {customersHtml && (
        <span className="flex items-center gap-1.5" dangerouslySetInnerHTML={{ __html: customersHtml }} />
      )}
    </div>
  );
}

/** What a purchase option says inside its radio's label in the purchase box (PurchaseBox). */
export function PurchaseOptionText({ type, product }: { type: PurchaseType; product: ShopPrices }) {
  const copy = productSections.purchaseOption;
  return (
    <>
      <span className="flex flex-wrap items-center gap-2 pr-8">
        <span className="font-semibold text-espresso-900">{purchaseOptions[type].label}</span>
        {type === "subscribe" && (
          <span className="rounded-full bg-sage-700 px-2.5 py-0.5 text-[11px] font-bold tracking-wider text-white">
            {copy.savePercentLabel}
          </span>
        )}
      </span>
      <span className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="font-display text-3xl font-semibold text-espresso-900" data-testid={`price-${type}`}>
          {formatPrice(priceOf(product, type))}
        </span>
        {type === "subscribe" && (
          <>
            <s className="text-lg text-espresso-600" data-testid="price-original">
              <span className="sr-only">was </span>
              {formatPrice(product.originalPriceCents)}
            </s>
            <span className="rounded-md bg-berry-600 px-2 py-0.5 text-xs font-bold text-white">
              {copy.discountBadge}
            </span>
          </>
        )}
        <span className="text-sm text-espresso-700">
          {copy.perServing[type]} {copy.perServingSuffix}
        </span>
      </span>
      {type === "subscribe" && (
        <ul className="mt-3 grid gap-1.5 text-sm text-espresso-700 sm:grid-cols-3">
          {copy.subscriptionPerks.map((perk) => (
            <li key={perk} className="flex items-center gap-1.5">
              <Icon name="check" className="size-4 shrink-0 text-sage-700" aria-hidden />
              {perk}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** How this store takes payment, for a subscription too: below the purchase box. */
export function ProductPayments({ methods }: { methods: PayMethods }) {
  return <HowYouPay methods={methods} subscription className="rounded-2xl bg-cream-50 p-5 ring-1 ring-cream-300" />;
}

export function TrustBadges() {
  return (
    <ul className="grid grid-cols-2 gap-3" aria-label="Our promises">
      {productSections.trustBadges.map(({ icon, title, text }) => (
        <li key={title} className="flex items-start gap-3 rounded-2xl bg-cream-200/70 p-3.5">
          <Icon name={icons[icon] ?? "leaf"} className="mt-0.5 size-5 shrink-0 text-sage-700" aria-hidden />
          <span className="text-sm">
            <span className="block font-semibold text-espresso-900">{title}</span>
            <span className="text-espresso-700">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The bands below the purchase: the ingredients, then why NAVA with its call to start. */
export function ProductBands({ startLabel }: { startLabel: string }) {
  return (
    <>
      <IngredientTiles />
      <WhySection startLabel={startLabel} />
    </>
  );
}

function IngredientTiles() {
  const { ingredients } = productSections;
  return (
    <Section
      id="ingredients"
      eyebrow={ingredients.eyebrow}
      title={ingredients.title}
      intro={ingredients.intro}
      tone="warm"
    >
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
        {ingredients.tiles.map(({ slug, name, note, icon }) => (
          <li key={slug}>
            <Link
              to={`/ingredients/${slug}`}
              className="group flex h-full flex-col gap-4 rounded-2xl border border-cream-300 bg-cream-50 p-5 transition hover:-translate-y-0.5 hover:border-chai-300 hover:shadow-lg sm:p-6"
            >
              <span className="grid size-12 place-items-center rounded-2xl bg-sage-100 text-sage-700 transition group-hover:bg-chai-600 group-hover:text-white">
                <Icon name={icons[icon] ?? "leaf"} className="size-6" aria-hidden />
              </span>
              <span>
                <span className="block font-display text-lg font-semibold text-espresso-900">{name}</span>
                <span className="text-sm text-espresso-700">{note}</span>
              </span>
              <Icon
                name="arrow-right"
                className="mt-auto size-4 text-chai-600 transition group-hover:translate-x-1"
                aria-hidden
              />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function WhySection({ startLabel }: { startLabel: string }) {
  const { why } = productSections;
  return (
    <Section id="why" eyebrow={why.eyebrow} title={why.title} tone="dark">
      <ol className="grid gap-6 md:grid-cols-3">
        {why.points.map((point, i) => (
          <li key={point.title} className="rounded-2xl border border-cream-100/10 bg-cream-100/5 p-6">
            <span className="font-display text-3xl font-semibold text-chai-300">0{i + 1}</span>
            <h3 className="mt-3 text-xl font-semibold text-cream-50">{point.title}</h3>
            <p className="mt-2 leading-relaxed text-cream-200">{point.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-12 text-center">
        <IslandSlot name={START_JOURNEY_ISLAND}>
          <StartJourneyLink label={startLabel} />
        </IslandSlot>
      </div>
    </Section>
  );
}
