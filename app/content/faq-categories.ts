// The FAQ's tab names and how the URL picks one, apart from the answers (which carry prices) so
// the tabs in the browser do not pull the product copy along.
export const FAQ_CATEGORIES = ["product", "ingredients", "usage", "safety", "web3"] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export const DEFAULT_FAQ_CATEGORY: FaqCategory = "product";

export interface FaqItem {
  q: string;
  a: string;
}

export function parseFaqCategory(value: string | null | undefined): FaqCategory {
  return (FAQ_CATEGORIES as readonly string[]).includes(value ?? "") ? (value as FaqCategory) : DEFAULT_FAQ_CATEGORY;
}
