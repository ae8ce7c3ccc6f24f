import type { IconName } from "~/components/icons";
import { CardGrid } from "~/components/content/CardGrid";
import { CtaBand } from "~/components/content/CtaBand";
import { SplitHeading } from "~/components/content/SplitHeading";
import { PageHero } from "~/components/content/PageHero";
import { StatGrid, type Stat } from "~/components/content/StatGrid";
import { getBrandFigures, shown } from "~/brand/figures.server";
import { getRatingSummary } from "~/reviews/public.server";
import { PRODUCT_ID } from "~/content/product";
import { brandFigureCopy } from "~/content/brand";
import { getDb } from "~/db/client.server";
import { cn } from "~/utils/cn";
import { Section } from "~/components/Section";
import { renderStaticPage } from "~/components/server-html/render.server";
import { ServerHtml, sameUrlKeepsPage } from "~/components/server-html/ServerHtml";
import { storeRewardBack } from "~/cart/reward-back.server";
import { aboutCta, aboutHero, aboutStats, drivesUs, journeyFor, valuesFor } from "~/content/about";
import { ingredients } from "~/content/ingredients";
import { seo, siteUrlFrom } from "~/content/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "About Us",
      description: "Why we make NAVA: precision, purity and purpose in every scoop.",
      path: "/about",
    },
    siteUrlFrom(matches),
  );

// The page is drawn on the server: its components and copy stay out of the page's script. Its
// figures are the same for everyone; another figure draws it again.
export async function loader() {
  const db = await getDb();
  const figures = await getBrandFigures(db, () => getRatingSummary(db, PRODUCT_ID));
  const stats: Stat[] = shown<Stat>(figures.customers, figures.servings, figures.rating, brandFigureCopy.support);
  // The "% back" from the store's NPX value setting: a changed setting draws the page again.
  const back = await storeRewardBack();
  return {
    html: renderStaticPage(
      "about",
      () => <AboutContent copy={aboutCopy(back)} stats={stats} />,
      "/",
      JSON.stringify([back, stats]),
    ),
  };
}

export const shouldRevalidate = sameUrlKeepsPage;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return <ServerHtml html={loaderData.html} />;
}

function aboutCopy(back: string) {
  const collage = [ingredients["lions-mane"], ingredients.cordyceps, ingredients.chaga, ingredients.cinnamon].map(
    ({ slug, image }) => ({ slug, image }),
  );
  return { aboutHero, drivesUs, values: valuesFor(back), journey: journeyFor(back), aboutStats, aboutCta, collage };
}

const valueIcons: IconName[] = ["crosshair", "leaf", "heart-handshake"];

function AboutContent({ copy, stats }: { copy: ReturnType<typeof aboutCopy>; stats: Stat[] }) {
  const { aboutHero, drivesUs, values, journey, aboutStats, aboutCta, collage } = copy;
  return (
    <>
      <PageHero
        eyebrow={aboutHero.eyebrow}
        title={aboutHero.title}
        intro={<p>{aboutHero.intro}</p>}
        aside={
          <ul className="grid grid-cols-2 gap-4" aria-label="Ingredients we work with">
            {collage.map((item, i) => (
              <li key={item.slug} className={i % 2 === 1 ? "translate-y-6" : undefined}>
                <img
                  src={item.image.src}
                  alt={item.image.alt}
                  width={item.image.width}
                  height={item.image.height}
                  className="w-full rounded-2xl shadow-[0_24px_48px_-28px_rgb(43_29_20/0.5)]"
                />
              </li>
            ))}
          </ul>
        }
      />

      <Section id="what-drives-us">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:gap-16">
          <div>
            <SplitHeading id="what-drives-us-title" eyebrow={drivesUs.eyebrow} title={drivesUs.title} />
            {drivesUs.paragraphs.map((p) => (
              <p key={p.slice(0, 24)} className="mt-5 text-lg leading-relaxed text-espresso-700">
                {p}
              </p>
            ))}
          </div>
          <blockquote className="rounded-2xl bg-espresso-900 p-8 font-display text-2xl leading-snug text-cream-50 sm:p-10 sm:text-3xl">
            “{drivesUs.quote}”
          </blockquote>
        </div>
      </Section>

      <Section id="values" tone="warm" eyebrow={values.eyebrow} title={values.title}>
        <CardGrid items={values.items} icons={valueIcons} />
      </Section>

      <Section id="journey" eyebrow={journey.eyebrow} title={journey.title}>
        <ol className="relative grid gap-8 md:grid-cols-4 md:gap-6">
          <span
            aria-hidden
            className="absolute left-[11px] top-2 h-[calc(100%-1rem)] w-px bg-cream-300 md:left-0 md:top-[11px] md:h-px md:w-full"
          />
          {journey.steps.map((step) => (
            <li key={step.title} className="relative pl-10 md:pl-0 md:pt-10">
              <span
                aria-hidden
                className="absolute left-0 top-0.5 size-6 rounded-full border-4 border-cream-100 bg-chai-500 md:top-0"
              />
              <p className="text-xs font-semibold uppercase tracking-[0.2em] text-chai-700">{step.label}</p>
              <h3 className="mt-2 font-display text-xl font-semibold text-espresso-900">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-espresso-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="stats" tone="dark" eyebrow={aboutStats.eyebrow} title={aboutStats.title}>
        <StatGrid
          stats={stats}
          tone="dark"
          // Fewer figures than four (one not counted nor stated yet): centred, no empty columns.
          className={cn(
            stats.length === 3 && "lg:grid-cols-3!",
            stats.length === 2 && "mx-auto max-w-3xl lg:grid-cols-2!",
            stats.length === 1 && "mx-auto max-w-xs grid-cols-1! lg:grid-cols-1!",
          )}
        />
      </Section>

      <CtaBand
        title={aboutCta.title}
        actions={[
          { label: aboutCta.shop, to: "/product" },
          { label: aboutCta.science, to: "/studies" },
        ]}
      />
    </>
  );
}
