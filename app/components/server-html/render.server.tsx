// Renders a content page's markup to an HTML string in the loader (see ServerHtml). The memory
// router, at the page's own path, gives its links (relative ones too) and hooks the context they
// expect; nothing in that markup runs later.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

export function renderServerHtml(page: ReactNode, path = "/"): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);
}
