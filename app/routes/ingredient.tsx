import type { IconName } from "~/components/icons";
import { data } from "react-router";
import { BackLink } from "~/components/content/BackLink";
import { CardGrid } from "~/components/content/CardGrid";
import { CheckList } from "~/components/content/CheckList";
import { CtaBand } from "~/components/content/CtaBand";
import { SplitHeading } from "~/components/content/SplitHeading";
import { PageHero } from "~/components/content/PageHero";
import { TagList } from "~/components/content/TagList";
import { Section } from "~/components/Section";
import { isIngredientSlug } from "~/content/ingredient-slugs";
import { ingredientPageCopy, ingredients, type Ingredient } from "~/content/ingredients";
import { renderStaticPage } from "~/components/server-html/render.server";
import { ServerHtml, sameUrlKeepsPage } from "~/components/server-html/ServerHtml";
import { seo, siteUrlFrom } from "~/content/seo";
import type { Route } from "./+types/ingredient";

export function loader(args: Route.LoaderArgs) {
  const { params } = args;
  if (!isIngredientSlug(params.slug)) throw data(null, { status: 404 });
  const item = ingredients[params.slug];
  // The page is drawn on the server: its components and copy stay out of the page's script.
  return {
    item: { slug: item.slug, name: item.name, intro: item.hero.intro },
    html: renderStaticPage(`ingredient:${item.slug}`, () => (
      <IngredientContent item={item} copy={ingredientPageCopy} />
    )),
  };
}

export const shouldRevalidate = sameUrlKeepsPage;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const item = loaderData?.item;
  if (!item) return [{ title: "Not found | NAVA Focus" }];
  return seo(
    { title: item.name, description: item.intro, path: `/ingredients/${item.slug}`, type: "article" },
    siteUrlFrom(matches),
  );
};

const benefitIcons: IconName[] = ["target", "sparkles", "leaf"];

export default function IngredientPage({ loaderData }: Route.ComponentProps) {
  return <ServerHtml html={loaderData.html} />;
}

function IngredientContent({ item, copy }: { item: Ingredient; copy: typeof ingredientPageCopy }) {
  return (
    <>
      <PageHero
        eyebrow={item.hero.eyebrow}
        title={item.hero.title}
        intro={<p>{item.hero.intro}</p>}
        before={<BackLink to="/" label={copy.back} />}
        aside={
          <img
            src={item.image.src}
            alt={item.image.alt}
            width={item.image.width}
            height={item.image.height}
            className="mx-auto aspect-square w-full max-w-md rounded-[2rem] shadow-[0_30px_60px_-30px_rgb(43_29_20/0.45)]"
          />
        }
      >
        <dl className="grid max-w-lg grid-cols-2 gap-4 text-left">
          <div className="rounded-2xl bg-cream-50 px-5 py-4 ring-1 ring-cream-300">
            <dt className="text-xs font-semibold uppercase tracking-[0.18em] text-chai-700">{copy.dosageLabel}</dt>
            <dd className="mt-1 font-semibold text-espresso-900">{item.dosage}</dd>
          </div>
          <div className="rounded-2xl bg-cream-50 px-5 py-4 ring-1 ring-cream-300">
            <dt className="text-xs font-semibold uppercase tracking-[0.18em] text-chai-700">{copy.originLabel}</dt>
            <dd className="mt-1 font-semibold text-espresso-900">{item.origin}</dd>
          </div>
        </dl>
        <TagList tags={item.tags} className="mt-5" />
      </PageHero>

      <Section id="benefits" eyebrow={copy.benefitsEyebrow} title={copy.benefitsTitle.replace("{name}", item.name)}>
        <CardGrid items={item.benefits} icons={benefitIcons} />
      </Section>

      <Section id="focus-areas" tone="warm" eyebrow={copy.focusEyebrow} title={copy.focusTitle}>
        <CardGrid items={item.focusAreas} columns={4} numbered />
      </Section>

      <Section id="science" tone="dark">
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <SplitHeading id="science-title" eyebrow={copy.scienceEyebrow} title={item.science.title} tone="dark" />
            <p className="mt-5 text-lg leading-relaxed text-cream-200">{item.science.text}</p>
          </div>
          <CheckList
            items={item.science.bullets}
            tone="dark"
            className="self-center rounded-2xl bg-espresso-800/60 p-6 ring-1 ring-espresso-700 sm:p-8"
          />
        </div>
      </Section>

      <CtaBand title={copy.cta.title} text={copy.cta.text} actions={[{ label: copy.cta.button, to: "/product" }]} />
    </>
  );
}
