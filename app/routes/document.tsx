// A content page written as data (app/content/documents/): one module, one route id per page in
// the page registry (app/pages.ts). Drawn on the server like every content page.
import { Link } from "react-router";
import { PageHero } from "~/components/content/PageHero";
import { renderStaticPage } from "~/components/server-html/render.server";
import { ServerHtml, sameUrlKeepsPage } from "~/components/server-html/ServerHtml";
import { documentAt } from "~/components/document/documents.server";
import { documentPage, type ContentDocument } from "~/content/document";
import { seo, siteUrlFrom } from "~/content/seo";
import type { Route } from "./+types/document";

/** The document a path names ("/returns" or its data URL "/returns.data"). */
function documentFor(pathname: string): { path: string; document: ContentDocument } {
  const path = pathname.replace(/\.data$/, "").replace(/(.)\/$/, "$1");
  const document = documentAt(path);
  if (!document) throw new Response("Not Found", { status: 404 });
  return { path, document };
}

// Read from the loader's data, so the documents' copy stays out of the page's script.
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  loaderData ? seo(loaderData.seo, siteUrlFrom(matches)) : [];

export function loader(args: Route.LoaderArgs) {
  const { path, document } = documentFor(new URL(args.request.url).pathname);
  return {
    seo: { title: document.title, description: document.description, path },
    html: renderStaticPage(`document${path}`, () => <DocumentContent document={document} />, path),
  };
}

export const shouldRevalidate = sameUrlKeepsPage;

export default function DocumentPage({ loaderData }: Route.ComponentProps) {
  return <ServerHtml html={loaderData.html} />;
}

function DocumentContent({ document }: { document: ContentDocument }) {
  return (
    <>
      <PageHero eyebrow={document.eyebrow} title={document.title} intro={<p>{document.intro}</p>} />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 sm:px-6 sm:py-16">
        {document.sections.map((section) => (
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
          {documentPage.questions}
          <Link to="/contact" className="inline-block py-2 font-semibold text-chai-700 underline underline-offset-4">
            {documentPage.contactLink}
          </Link>
          {document.updated && (
            <span className="block text-sm">
              {documentPage.updated}: {document.updated}
            </span>
          )}
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
