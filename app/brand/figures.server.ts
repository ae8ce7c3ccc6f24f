// The figures the pages show about the brand. What the store can count it counts (customers with
// a paid order, what it paid creators, its reviews); what it cannot is the operator's dated
// statement, shown as the brand's. A figure with neither is left out, never made up. The same for
// every visitor: the pages that show them are kept for everyone.
import { and, countDistinct, eq, inArray, sql, sum } from "drizzle-orm";
import { brandFigureCopy as c } from "~/content/brand";
import { creatorPayouts, orders } from "~/db/schema";
import type { DbOrTx } from "~/db/types";
import { formatPrice } from "~/utils/money";
import { getBrandStatements, type BrandStatement } from "./statements.server";

/** A figure as a page shows it; `note` says where it comes from. */
export interface BrandFigure {
  value: string;
  label: string;
  note: string;
}

/** Paid and kept: a refunded, disputed or cancelled order is no customer's. */
const KEPT_PAID = ["paid", "fulfilled"] as const;

export async function countCustomers(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: countDistinct(sql`lower(${orders.email})`) })
    .from(orders)
    .where(inArray(orders.status, KEPT_PAID));
  return row?.n ?? 0;
}

export async function paidToCreatorsCents(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ cents: sum(creatorPayouts.amountCents).mapWith(Number) })
    .from(creatorPayouts)
    .where(and(eq(creatorPayouts.status, "paid")));
  return row?.cents ?? 0;
}

const stated = (s: BrandStatement | undefined, label: string): BrandFigure | null =>
  s ? { value: s.value, label, note: c.stated(s.asOf) } : null;

const counted = (n: number, value: string, label: string, note: string): BrandFigure | null =>
  n > 0 ? { value, label, note } : null;

/** The brand's figure spans every channel; without it, the store's own count. */
const customersFigure = (statement: BrandStatement | undefined, customers: number) =>
  stated(statement, c.customers.label) ??
  counted(customers, customers.toLocaleString("en-US"), c.customers.label, c.customers.counted);

/** The product page's one figure. */
export async function getCustomersFigure(db: DbOrTx) {
  const [statements, customers] = await Promise.all([getBrandStatements(db), countCustomers(db)]);
  return customersFigure(statements.customers, customers);
}

/** The product's reviews as the brand's figures count them; the reviews' summary is one. */
export interface ReviewRating {
  /** The average to one decimal, or null without ratings. */
  average: number | null;
  count: number;
}

/** `readRating` reads the product's rating (the reviews' summary), passed in by the page. */
export async function getBrandFigures(db: DbOrTx, readRating: () => Promise<ReviewRating>) {
  const [statements, customers, paidCents, rating] = await Promise.all([
    getBrandStatements(db),
    countCustomers(db),
    paidToCreatorsCents(db),
    readRating(),
  ]);
  return {
    customers: customersFigure(statements.customers, customers),
    servings: stated(statements.servings, c.servings.label),
    rating:
      rating.average === null
        ? null
        : counted(rating.count, rating.average.toFixed(1), c.rating.label(rating.count), c.rating.counted),
    paidToCreators: counted(paidCents, formatPrice(paidCents), c.paidToCreators.label, c.paidToCreators.counted),
    videos: stated(statements.videos, c.videos.label),
    creatorRating: stated(statements.creator_rating, c.creatorRating.label),
  };
}

export type BrandFigures = Awaited<ReturnType<typeof getBrandFigures>>;

/** Present figures only, in order. */
export const shown = <F extends { value: string; label: string; note?: string }>(...figures: (F | null)[]) =>
  figures.filter((f): f is F => f !== null);
