import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { brand } from "~/content/site";
import { consoleCopy } from "~/content/admin";

/** Every console page: its title and noindex. When the page is a 404, it reads like any other 404. */
export function adminMeta(title: string, error?: unknown): MetaDescriptor[] {
  const errorTitle =
    isRouteErrorResponse(error) && error.status === 404 ? consoleCopy.notFoundTitle : consoleCopy.errorTitle;
  const full = error ? `${errorTitle} | ${brand.productLine}` : `${title} | ${consoleCopy.title} | ${brand.name}`;
  return [{ title: full }, { name: "robots", content: "noindex, nofollow" }];
}

/** The console routes' `meta` export for a page with a fixed title. */
export const consoleMeta =
  (title: string) =>
  ({ error }: { error?: unknown }) =>
    adminMeta(title, error);
