// The figures the pages show about the brand: counted by the store, or the operator's dated
// statement (app/brand), each saying which it is.
import type { BrandStatementKey } from "~/content/brand-statement-keys";

/** "Nov 2026" from a statement's day (YYYY-MM-DD). */
export const statedMonth = (asOf: string) =>
  new Date(`${asOf}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

export const brandFigureCopy = {
  /** Beside a figure the operator stated. */
  stated: (asOf: string) => `The brand's figure, as of ${statedMonth(asOf)}`,
  customers: { label: "customers", counted: "With a paid order in this store" },
  servings: { label: "Servings enjoyed" },
  rating: {
    label: (count: number) => `Average of ${count.toLocaleString("en-US")} ${count === 1 ? "review" : "reviews"}`,
    counted: "Out of 5, from reviews in this store",
  },
  support: { value: "365", label: "Days of support a year" },
  paidToCreators: { label: "Paid to creators", counted: "Payouts made through this store" },
  videos: { label: "Videos shared" },
  creatorRating: { label: "Creator satisfaction" },
} as const;

export const adminStatementsCopy = {
  title: "Brand statements",
  intro:
    "Figures the store cannot count: the pages show each as the brand's own, with its month. What the store counts (customers with a paid order, payouts to creators, reviews) it shows by itself. Every change is audited.",
  fields: {
    customers: {
      label: "Customers, on every channel",
      hint: "Shown on /product and /about instead of the store's own count, e.g. 88,000+.",
    },
    servings: { label: "Servings enjoyed", hint: "Shown on /about, e.g. 1,000,000+." },
    videos: { label: "Videos shared by creators", hint: "Shown on /ambassador, e.g. 500,000+." },
    creator_rating: { label: "Creator satisfaction", hint: "Shown on /ambassador, e.g. 4.9 / 5." },
  } satisfies Record<BrandStatementKey, { label: string; hint: string }>,
  value: "Figure",
  asOf: "As of",
  save: "Save",
  notStated: "Not stated: the pages leave it out.",
  /** Followed by who set it. */
  current: (value: string, asOf: string) => `Shown: ${value}, as of ${asOf} (set by `,
  saved: (label: string) => `${label}: saved. The pages show it now.`,
  withdrawn: (label: string) => `${label}: withdrawn. The pages leave it out now.`,
  errors: {
    key: "Choose one of the statements shown.",
    value: "Write the figure in up to 24 characters: digits, a sign or a unit (like 88,000+ or 4.9 / 5).",
    asOf: "Date it with a day that has passed (YYYY-MM-DD).",
  },
} as const;
