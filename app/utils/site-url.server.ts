import { getEnv } from "./env.server";
import { DEFAULT_SITE_URL } from "./seo";

/** The site's public origin: SITE_URL, else the request's own origin in production. */
export function siteUrlFor(request: Request): string {
  const env = getEnv();
  return env.SITE_URL ?? (env.NODE_ENV === "production" ? new URL(request.url).origin : DEFAULT_SITE_URL);
}
