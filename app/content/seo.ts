// Per-page title, description, canonical link and Open Graph tags.
import type { MetaDescriptor } from "react-router";
import { brand } from "~/content/site";

export interface SeoInput {
  title: string;
  description: string;
  /** Path of the page, e.g. "/product". */
  path: string;
  image?: string;
  type?: "website" | "product" | "article";
}

/** The public origin; set SITE_URL in production. */
export const DEFAULT_SITE_URL = "http://localhost:3000";

export function seo(
  { title, description, path, image = "/images/og-nava.png", type = "website" }: SeoInput,
  siteUrl = DEFAULT_SITE_URL,
): MetaDescriptor[] {
  const fullTitle = path === "/" ? `${brand.productLine} | ${title}` : `${title} | ${brand.productLine}`;
  const url = new URL(path, siteUrl).toString();
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:url", content: url },
    { property: "og:image", content: new URL(image, siteUrl).toString() },
    { property: "og:site_name", content: brand.productLine },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** The site URL the root loader publishes, read from a meta function's matches. */
/** The store's "% back" from the root loader's data, for a page's meta ("10%" until it loads). */
export function rewardBackFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === "root")?.data as { rewardBack?: string } | undefined;
  return root?.rewardBack ?? "10%";
}

export function siteUrlFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === "root")?.data as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? DEFAULT_SITE_URL;
}
