// Console list filters from the URL. Anything unexpected falls back to the default view.

/** `?page=` as a positive integer; anything else is page 1. */
export function pageFrom(url: URL): number {
  const page = Number(url.searchParams.get("page"));
  return Number.isSafeInteger(page) && page > 0 && page < 1_000_000 ? page : 1;
}

/** `?status=` when it names one of `allowed`; anything else means all. */
export function statusFrom<T extends string>(url: URL, allowed: readonly T[]): T | undefined {
  const status = url.searchParams.get("status");
  return allowed.find((s) => s === status);
}

/** A paged list filtered by status: what the list reads and what the page shows. */
export function statusPageFrom<T extends string>(url: URL, allowed: readonly T[], pageSize: number) {
  const page = pageFrom(url);
  return { status: statusFrom(url, allowed), page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}
