// The figures the store cannot count, which the operator states with a date (/admin/statements).
export const BRAND_STATEMENT_KEYS = ["customers", "servings", "videos", "creator_rating"] as const;
export type BrandStatementKey = (typeof BRAND_STATEMENT_KEYS)[number];
