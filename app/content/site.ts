// Site-wide copy: brand, navigation, social links, SEO defaults.
export const brand = {
  name: "NAVA",
  productLine: "NAVA Focus",
  tagline: "Functional mushroom coffee for calm, clear focus",
} as const;

/** The brand in a sentence; `back` is the store's "% back" (app/cart/reward-back.server.ts). */
export const siteDescription = (back: string) =>
  `NAVA Focus is a cinnamon chai mushroom coffee with Lion's Mane, Cordyceps and Chaga. Clean energy, calm focus, and ${back} back in NPX when you connect Phantom.`;

export type PageKey = "home" | "about" | "studies" | "tech" | "cart" | "product";

/** The spec's current-page indicator: the first path segment, else home. */
export function currentPage(pathname: string): PageKey {
  const first = pathname.split("/")[1] ?? "";
  return (["about", "studies", "tech", "cart", "product"] as const).find((k) => k === first) ?? "home";
}

export const learnLinks = [
  { label: "About Us", to: "/about" },
  { label: "Science", to: "/studies" },
  { label: "Ambassador", to: "/ambassador" },
  { label: "FAQ", to: "/faq" },
] as const;

export const mainNav = {
  shop: { label: "SHOP", to: "/product", page: "product" },
  learn: { label: "LEARN", pages: ["about", "studies"] },
  rewards: { label: "REWARDS", to: "/rewards" },
  tech: { label: "TECHNOLOGY", to: "/tech", page: "tech" },
} as const;

export const socialLinks = [
  { label: "Instagram", href: "https://www.instagram.com/navafocus", icon: "brand-instagram" },
  { label: "X", href: "https://x.com/navafocus", icon: "brand-x" },
  { label: "YouTube", href: "https://www.youtube.com/@navafocus", icon: "brand-youtube" },
  { label: "TikTok", href: "https://www.tiktok.com/@navafocus", icon: "brand-tiktok" },
] as const;

/** The footer's and checkout's links to the policies, and the contact page. */
export const supportLinks = [
  { label: "Shipping", to: "/shipping" },
  { label: "Returns & refunds", to: "/returns" },
  { label: "Terms", to: "/terms" },
  { label: "Privacy", to: "/privacy" },
  { label: "Find my orders", to: "/orders" },
  { label: "Contact us", to: "/contact" },
] as const;

export const footerLinks = [
  {
    heading: "Shop",
    links: [
      { label: "NAVA Focus", to: "/product" },
      { label: "Cart", to: "/cart" },
      { label: "Rewards", to: "/rewards" },
    ],
  },
  {
    heading: "Learn",
    links: [
      { label: "About Us", to: "/about" },
      { label: "Science", to: "/studies" },
      { label: "FAQ", to: "/faq" },
      { label: "Mission", to: "/mission" },
    ],
  },
  {
    heading: "Web3",
    links: [
      { label: "Technology", to: "/tech" },
      { label: "NPX Protocol", to: "/protocol" },
      { label: "Connect Wallet", to: "/wallet-connect" },
      { label: "Ambassador", to: "/ambassador" },
    ],
  },
  { heading: "Help", links: supportLinks },
] as const;

/** The home page's structured data: the brand as an Organization. */
export function organizationJsonLd(siteUrl: string, back: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: brand.name,
    url: new URL("/", siteUrl).toString(),
    logo: new URL("/favicon.svg", siteUrl).toString(),
    description: siteDescription(back),
    sameAs: socialLinks.map((s) => s.href),
  };
}
