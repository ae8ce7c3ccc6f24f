import { publicOrigin } from "~/utils/public-origin.server";

/** The site's public origin (SITE_URL, or the local default) for links in pages. */
export function siteUrlFor(request: Request): string {
  return publicOrigin(request).origin;
}
