// Pages kept in memory for every visitor (server/kept-responses.ts) show data that can change:
// the home page's featured reviews, the product page's reviews. A change calls
// sharedPagesChanged() and this process forgets its kept pages at once; other processes keep
// theirs at most KEPT_PAGE_MS.
const listeners = new Set<() => void>();

/** How long any process keeps a page before drawing it again. */
export const KEPT_PAGE_MS = 60_000;

export function onSharedPagesChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function sharedPagesChanged(): void {
  for (const listener of listeners) listener();
}
