// Renders a content page's markup to an HTML string in the loader (see ServerHtml). The memory
// router, at the page's own path, gives its links (relative ones too) and hooks the context they
// expect; nothing in that markup runs later.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

export function renderServerHtml(page: ReactNode, path = "/"): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

const pageCache = new Map<string, string>();

/**
 * For markup that depends only on the build (a content page, or one of its few fixed variants):
 * drawn once per process. `key` must name the variant; never use it for per-visitor markup.
 */
export function renderStaticPage(key: string, page: () => ReactNode, path = "/"): string {
  let html = pageCache.get(key);
  if (html === undefined) {
    html = renderServerHtml(page(), path);
    pageCache.set(key, html);
  }
  return html;
}
