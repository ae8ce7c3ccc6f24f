// The store's policy pages (/shipping, /returns, /terms, /privacy): one module, one route id per
// page in routes.ts; the copy is app/content/policies.ts. Drawn on the server like every content page.
import { Link } from "react-router";
import { PageHero } from "~/components/content/PageHero";
import { renderStaticPage } from "~/components/server-html/render.server";
import { ServerHtml, sameUrlKeepsPage } from "~/components/server-html/ServerHtml";
import { policies, policyPage, type Policy, type PolicyKey } from "~/content/policies";
import { seo, siteUrlFrom } from "~/utils/seo";
import type { Route } from "./+types/policy";

/** The policy a path names ("/shipping" or its data URL "/shipping.data"). */
function policyAt(pathname: string): Policy {
  const key = pathname
    .replace(/^\//, "")
    .replace(/\.data$/, "")
    .replace(/\/$/, "") as PolicyKey;
  const policy = policies[key];
  if (!policy) throw new Response("Not Found", { status: 404 });
  return policy;
}

// Read from the loader's data, so the policies' copy stays out of the page's script.
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? seo(loaderData.seo, siteUrlFrom(matches)) : [];

export function loader(args: Route.LoaderArgs) {
  const policy = policyAt(new URL(args.request.url).pathname);
  return {
    seo: { title: policy.title, description: policy.description, path: policy.path },
    html: renderStaticPage(args, `policy${policy.path}`, () => <PolicyContent policy={policy} />, policy.path),
  };
}

export const shouldRevalidate = sameUrlKeepsPage;

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  return <ServerHtml html={loaderData.html} />;
}

function PolicyContent({ policy }: { policy: Policy }) {
  return (
    <>
      <PageHero eyebrow={policyPage.eyebrow} title={policy.title} intro={<p>{policy.intro}</p>} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 sm:px-6 sm:py-16">
        {policy.sections.map((section) => (
          <section key={section.heading} aria-labelledby={slug(section.heading)}>
            <h2 id={slug(section.heading)} className="font-display text-2xl font-semibold text-espresso-900">
              {section.heading}
            </h2>
            {section.paragraphs?.map((p) => (
              <p key={p.slice(0, 32)} className="mt-3 text-lg leading-relaxed text-espresso-700">
                {p}
              </p>
            ))}
            {section.list && (
              <ul className="mt-3 list-disc space-y-2 pl-6 text-lg leading-relaxed text-espresso-700">
                {section.list.map((item) => (
                  <li key={item.slice(0, 32)}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <p className="border-t border-cream-300 pt-6 text-espresso-700">
          {policyPage.questions}
          <Link to="/contact" className="inline-block py-2 font-semibold text-chai-700 underline underline-offset-4">
            {policyPage.contactLink}
          </Link>
          <span className="block text-sm">
            {policyPage.updated}: {policy.updated}
          </span>
        </p>
      </div>
    </>
  );
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
