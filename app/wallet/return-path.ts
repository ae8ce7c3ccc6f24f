/**
 * Where /wallet-connect returns the shopper: the `next` path it was given when it is a path of
 * this site ("/cart", "/orders/…?token=…"), else the home page, as the spec has it.
 */
export function returnPath(next: string | null): string {
  // "//host" and "/\host" would leave the site; the wallet page itself would only come back here.
  if (!next || !next.startsWith("/") || /^\/[/\\]/.test(next) || next.startsWith("/wallet-connect")) return "/";
  return next;
}
