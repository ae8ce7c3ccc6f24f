import { Icon, type IconName } from "~/components/icons";
import { Link } from "react-router";
import { CardGrid } from "~/components/content/CardGrid";
import { StatGrid, type Stat } from "~/components/content/StatGrid";
import { getBrandFigures, shown } from "~/brand/figures.server";
import { getRatingSummary } from "~/reviews/public.server";
import { PRODUCT_ID } from "~/content/product";
import { getDb } from "~/db/client.server";
import { cn } from "~/utils/cn";
import { Section } from "~/components/Section";
import { PageHero } from "~/components/studies/PageHero";
import { buttonClass } from "~/components/ui/button";
import {
  ambassadorBenefits,
  ambassadorBenefitsSection,
  ambassadorCta,
  ambassadorHero,
  ambassadorRequirements,
  ambassadorSteps,
  APPLY_PATH,
} from "~/content/ambassador";
import { renderStaticPage } from "~/components/server-html/render.server";
import { ServerHtml, sameUrlKeepsPage } from "~/components/server-html/ServerHtml";
import { getEnv } from "~/utils/env.server";
import { seo, siteUrlFrom } from "~/content/seo";
import type { Route } from "./+types/ambassador";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(
    {
      title: "Ambassador Program",
      description: "Become a NAVA creator: free product, up to 25% commission and early access.",
      path: "/ambassador",
    },
    siteUrlFrom(matches),
  );

// The page is drawn on the server: its components and copy stay out of the page's script. Its
// figures are the same for everyone; another figure draws it again.
export async function loader() {
  const db = await getDb();
  const figures = await getBrandFigures(db, () => getRatingSummary(db, PRODUCT_ID));
  const stats = shown(figures.paidToCreators, figures.videos, figures.creatorRating);
  return {
    html: renderStaticPage(
      "ambassador",
      () => <AmbassadorContent contactEmail={getEnv().CONTACT_EMAIL} stats={stats} />,
      "/",
      JSON.stringify(stats),
    ),
  };
}

export const shouldRevalidate = sameUrlKeepsPage;

export default function AmbassadorPage({ loaderData }: Route.ComponentProps) {
  return <ServerHtml html={loaderData.html} />;
}

const benefitIcons: IconName[] = ["gift", "percent", "sparkles"];

function ApplyNow({ variant = "primary" }: { variant?: "primary" | "accent" | "light" }) {
  return (
    <Link to={APPLY_PATH} className={buttonClass({ variant, size: "lg" })}>
      {ambassadorHero.apply}
    </Link>
  );
}

function AmbassadorContent({ contactEmail, stats }: { contactEmail: string; stats: Stat[] }) {
  return (
    <>
      <PageHero
        id="ambassador"
        eyebrow={ambassadorHero.eyebrow}
        title={ambassadorHero.title}
        intro={ambassadorHero.intro}
      >
        <div className="mt-8 flex flex-col items-center gap-3">
          <ApplyNow />
          <p className="text-sm text-espresso-700">{ambassadorHero.applyNote}</p>
        </div>
        {stats.length > 0 && (
          <StatGrid
            stats={stats}
            className={cn(
              "mx-auto mt-12 max-w-4xl sm:mt-16",
              stats.length === 3 && "lg:grid-cols-3! [&>div:last-child]:col-span-2 lg:[&>div:last-child]:col-span-1",
              stats.length === 2 && "lg:grid-cols-2!",
              stats.length === 1 && "max-w-sm grid-cols-1! lg:grid-cols-1!",
            )}
          />
        )}
      </PageHero>

      <Section id="benefits" eyebrow={ambassadorBenefitsSection.eyebrow} title={ambassadorBenefitsSection.title}>
        <CardGrid items={ambassadorBenefits} icons={benefitIcons} />
      </Section>

      <Section
        id="requirements"
        tone="warm"
        eyebrow={ambassadorRequirements.eyebrow}
        title={ambassadorRequirements.title}
      >
        <ul className="grid gap-5 sm:grid-cols-3">
          {ambassadorRequirements.items.map((r) => (
            <li key={r.id} className="rounded-2xl bg-cream-50 p-6 text-center ring-1 ring-cream-300 sm:p-8">
              <p className="font-display text-5xl font-semibold text-chai-700">{r.value}</p>
              <h3 className="mt-3 text-xl font-semibold">{r.title}</h3>
              <p className="mt-2 leading-relaxed text-espresso-700">{r.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how-it-works" eyebrow={ambassadorSteps.eyebrow} title={ambassadorSteps.title}>
        <CardGrid items={ambassadorSteps.steps} numbered />
      </Section>

      <Section id="apply" tone="dark" title={ambassadorCta.title} intro={ambassadorCta.text}>
        <div className="flex flex-col items-center gap-6">
          <ApplyNow variant="accent" />
          <p className="flex flex-wrap items-center justify-center gap-2 text-cream-200">
            <Icon name="mail" className="size-5 text-chai-300" aria-hidden />
            {ambassadorCta.contactLead}
            <a
              href={`mailto:${contactEmail}`}
              className="font-semibold text-cream-50 underline underline-offset-4 hover:text-chai-300"
            >
              {contactEmail}
            </a>
          </p>
        </div>
      </Section>
    </>
  );
}
