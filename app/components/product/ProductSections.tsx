import { Icon, type IconName } from "~/components/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { shortAddress } from "~/content/wallet-menu";
import { Section } from "~/components/Section";
import { buttonClass } from "~/components/ui/button";
import { productPage } from "~/content/product-page";
import { InlineSignIn } from "~/wallet/InlineSignIn";
import { WalletAction } from "~/wallet/WalletAction";
import { useWalletSession } from "~/wallet/wallet-state";

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

/**
 * The approved reviews' figures, linking to them; with none yet, an invitation to the first. Then
 * the customers figure, drawn on the server (app/brand), when the store has one.
 */
export function RatingRow({
  average,
  count,
  customersHtml,
}: {
  average: number | null;
  count: number;
  customersHtml: string | null;
}) {
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
          <span data-testid="rating-none">{productPage.ratingNone}</span>
        ) : (
          <>
            <span className="font-semibold text-espresso-900" data-testid="rating">
              {average.toFixed(1)}
            </span>
            <span>
              ({count.toLocaleString("en-US")} {count === 1 ? productPage.ratingLabelOne : productPage.ratingLabel})
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

export function RewardCard({ npxReward, wallet }: { npxReward: number; wallet: string | null }) {
  const { reward } = productPage;
  return (
    <div
      className="flex gap-4 rounded-2xl border border-chai-300/60 bg-gradient-to-br from-chai-300/25 to-cream-50 p-5"
      data-testid="npx-reward"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-chai-600 text-white">
        <Icon name="coins" className="size-5" aria-hidden />
      </span>
      <div className="text-sm text-espresso-800">
        <p className="font-semibold text-espresso-900">{reward.title}</p>
        <p className="mt-0.5">
          <strong className="text-chai-700">
            {npxReward.toLocaleString("en-US")} {reward.perBag}
          </strong>{" "}
          · {reward.explainer}
        </p>
        {wallet ? (
          <p className="mt-1.5" data-testid="reward-signed-in">
            {reward.signedIn} <span className="font-mono">{shortAddress(wallet)}</span>.
          </p>
        ) : (
          <p className="mt-1.5" data-testid="reward-signed-out">
            {reward.signedOut} <InlineSignIn connect={reward.connect} signIn={reward.signIn} />
          </p>
        )}
      </div>
    </div>
  );
}

export function TrustBadges() {
  return (
    <ul className="grid grid-cols-2 gap-3" aria-label="Our promises">
      {productPage.trustBadges.map(({ icon, title, text }) => {
        return (
          <li key={title} className="flex items-start gap-3 rounded-2xl bg-cream-200/70 p-3.5">
            <Icon name={icons[icon] ?? "leaf"} className="mt-0.5 size-5 shrink-0 text-sage-700" aria-hidden />
            <span className="text-sm">
              <span className="block font-semibold text-espresso-900">{title}</span>
              <span className="text-espresso-700">{text}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

export function IngredientTiles() {
  const { ingredients } = productPage;
  return (
    <Section
      id="ingredients"
      eyebrow={ingredients.eyebrow}
      title={ingredients.title}
      intro={ingredients.intro}
      tone="warm"
    >
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
        {ingredients.tiles.map(({ slug, name, note, icon }) => {
          return (
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
          );
        })}
      </ul>
    </Section>
  );
}

export function WhySection({ priceLabel, onStart }: { priceLabel: string; onStart: () => void }) {
  const { why } = productPage;
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
        {/* A link to the purchase box without JavaScript; with it, it also selects Subscribe. */}
        <a
          href="#purchase"
          onClick={(e) => {
            e.preventDefault();
            onStart();
          }}
          className={buttonClass({ variant: "light", size: "lg" })}
        >
          {why.cta} - {priceLabel}
        </a>
      </div>
    </Section>
  );
}

/** The Phantom card: connects in place, then offers sign-in; without JavaScript, a link to the wallet page. */
export function PhantomCard() {
  const { phantom } = productPage;
  const { wallet, signedIn, signedInWallet } = useWalletSession();
  const button = buttonClass({ variant: "primary", size: "lg", className: "shrink-0" });
  let text: ReactNode = phantom.text;
  let action: ReactNode = (
    // One step: connects, then asks for the sign-in signature at once.
    <WalletAction
      labels={{ idle: phantom.cta, connected: phantom.signIn, busy: phantom.signingIn, done: phantom.signedIn }}
      className={button}
      testId="phantom-card-action"
    />
  );
  if (signedIn && signedInWallet) {
    text = (
      <>
        {phantom.signedInText} <span className="font-mono">{shortAddress(signedInWallet)}</span>.
      </>
    );
    action = (
      <Link to="/rewards" className={button} data-testid="phantom-card-action">
        {phantom.rewards}
      </Link>
    );
  } else if (wallet.connected && wallet.address) {
    text = (
      <>
        {phantom.connectedText} <span className="font-mono">{shortAddress(wallet.address)}</span>.
      </>
    );
  }
  return (
    <section aria-labelledby="phantom-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="flex flex-col items-start gap-6 overflow-hidden rounded-[2rem] border border-[#ab9ff2]/50 bg-gradient-to-br from-[#ab9ff2]/25 via-cream-50 to-chai-300/25 p-8 sm:p-12 md:flex-row md:items-center md:justify-between">
        <div className="flex items-start gap-5">
          <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-[#ab9ff2] text-espresso-950 shadow-md">
            <Icon name="wallet" className="size-7" aria-hidden />
          </span>
          <div>
            <h2 id="phantom-title" className="font-display text-2xl font-semibold text-espresso-900 sm:text-3xl">
              {phantom.title}
            </h2>
            <p className="mt-2 max-w-xl text-espresso-700" aria-live="polite" data-testid="phantom-card-text">
              {text}
            </p>
          </div>
        </div>
        <div className="shrink-0 md:max-w-xs">{action}</div>
      </div>
    </section>
  );
}
