// Renders a content page's markup to an HTML string in the loader (see ServerHtml). The memory
// router, at the page's own path, gives its links (relative ones too) and hooks the context they
// expect; nothing in that markup runs later.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, type RouterContextProvider } from "react-router";
import { documentPageHtmlContext } from "~/utils/request-context";

export function renderServerHtml(page: ReactNode, path = "/"): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

const pageCache = new Map<string, { version: string; html: string }>();

/**
 * A content page's `html` for its loader's data. The markup depends only on the build (a content
 * page, or one of its few fixed variants) and is drawn once per process; `key` must name the
 * variant, never per-visitor markup. On a document request the markup goes to the server's render
 * only (`ServerHtml` reads it there) and the loader's data carries null: the document holds the page
 * once, not a second time as the data the app starts with (decision 0019). A `.data` request (a
 * navigation inside the app) gets the markup. A page that shows data (the home page's featured
 * reviews) passes `version`, which changes with that data: another version draws the page again
 * and replaces the one kept.
 */
export function renderStaticPage(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  key: string,
  page: () => ReactNode,
  path = "/",
  version = "",
): string | null {
  let kept = pageCache.get(key);
  if (kept?.version !== version) {
    kept = { version, html: renderServerHtml(page(), path) };
    pageCache.set(key, kept);
  }
  const { html } = kept;
  if (new URL(request.url).pathname.endsWith(".data")) return html;
  context.set(documentPageHtmlContext, html);
  return null;
}
