// The cart lives on the server; the browser holds only its random id in an httpOnly cookie.
import { isHttps, readCookie, serializeCookie } from "~/utils/cookies.server";

export const CART_COOKIE = "nava_cart";
const ONE_YEAR = 60 * 60 * 24 * 365;
const CART_ID = /^[A-Za-z0-9_-]{32}$/;

/** The cart id from the request, if it is well formed. */
export function readCartId(request: Request): string | undefined {
  const id = readCookie(request, CART_COOKIE);
  return id && CART_ID.test(id) ? id : undefined;
}

export function cartCookie(request: Request, cartId: string): string {
  return serializeCookie(CART_COOKIE, cartId, { maxAgeSeconds: ONE_YEAR, secure: isHttps(request) });
}
