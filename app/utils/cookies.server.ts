// Small cookie helpers shared by every cookie of the store (cart, wallet session, subscription
// access). Over HTTPS (SITE_URL https) each is named with the __Host- prefix: browsers then accept
// it only Secure, for Path=/ and this exact host, so neither a sibling subdomain nor a plain-http
// page can set or shadow it. On a laptop over http the plain names are used.
import { getEnv } from "./env.server";

const HOST_PREFIX = "__Host-";

function siteIsHttps(): boolean {
  return getEnv().SITE_URL?.startsWith("https:") ?? false;
}

/** The name a cookie of ours has on the wire. */
export function cookieName(name: string): string {
  return siteIsHttps() ? `${HOST_PREFIX}${name}` : name;
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  const wanted = cookieName(name);
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === wanted) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
}

export interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
}

/** Path=/ and no Domain always, as the __Host- prefix requires. */
export function serializeCookie(name: string, value: string, { maxAgeSeconds, secure }: CookieOptions): string {
  const parts = [
    `${cookieName(name)}=${encodeURIComponent(value)}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${maxAgeSeconds}`,
  ];
  // The balancer may speak http to us; the browser is on https whenever SITE_URL is.
  if (secure || siteIsHttps()) parts.push("Secure");
  return parts.join("; ");
}

export function clearCookie(name: string, secure: boolean): string {
  return serializeCookie(name, "", { maxAgeSeconds: 0, secure });
}

/** A random, URL-safe token with `bytes` of entropy. */
export function randomToken(bytes = 24): string {
  const buf = new Uint8Array(bytes);
  crypto.getRandomValues(buf);
  return Buffer.from(buf).toString("base64url");
}
