import { sitePath } from "~/utils/site-path";

/**
 * Where /wallet-connect returns the shopper: the `next` path it was given when it is a path of
 * this site ("/cart", "/orders/…?token=…"), else the home page, as the spec has it.
 */
export function returnPath(next: string | null): string {
  const path = sitePath(next);
  // The wallet page itself would only come back here.
  return path === null || path.startsWith("/wallet-connect") ? "/" : path;
}
