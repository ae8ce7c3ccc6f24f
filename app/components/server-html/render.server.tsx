// Renders a content page's markup to an HTML string in the loader (see ServerHtml). The memory
// router, at the page's own path, gives its links (relative ones too) and hooks the context they
// expect; nothing in that markup runs later.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

export function renderServerHtml(page: ReactNode, path = "/"): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}

const pageCache = new Map<string, { version: string; html: string }>();

/**
 * A content page's `html` for its loader's data. The markup depends only on the build (a content
 * page, or one of its few fixed variants) and is drawn once per process; `key` must name the
 * variant, never per-visitor markup. A page that shows data (the home page's featured reviews)
 * passes `version`, which changes with that data: another version draws the page again and
 * replaces the one kept.
 */
export function renderStaticPage(key: string, page: () => ReactNode, path = "/", version = ""): string {
  let kept = pageCache.get(key);
  if (kept?.version !== version) {
    kept = { version, html: renderServerHtml(page(), path) };
    pageCache.set(key, kept);
  }
  return kept.html;
}
