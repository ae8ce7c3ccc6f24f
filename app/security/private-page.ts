// Headers of a page reached by a private link (an order, a subscription): never stored by a shared
// cache, and the link's token never leaves for another site in a Referer. same-origin, not
// no-referrer: with no referrer at all the browser sends "Origin: null" on a plain form post (pay by
// card, the subscription's controls), which the router's cross-site check refuses.
export const PRIVATE_PAGE_HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };

/** A route's `headers` export for a private page: the document gets them, not only its data requests. */
export const privatePageHeaders = () => PRIVATE_PAGE_HEADERS;
