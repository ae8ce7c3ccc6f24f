import type { MetaDescriptor } from "react-router";
import { brand } from "~/content/site";
import { consoleCopy } from "~/content/admin";

/** Every console page: its title and noindex. When the page is a 404, it reads like any other 404. */
export function adminMeta(title: string, error?: unknown): MetaDescriptor[] {
  const full = error ? `${consoleCopy.notFoundTitle} | ${brand.productLine}` : `${title} | ${consoleCopy.title} | ${brand.name}`;
  return [{ title: full }, { name: "robots", content: "noindex, nofollow" }];
}
