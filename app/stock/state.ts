// What a visitor is told of stock: a state, never a count, so a page showing it is the same for all.
export type StockState = "in_stock" | "low" | "sold_out";

/** A state and the words the product page shows for it ("" in stock). */
export interface StockNote {
  state: StockState;
  text: string;
  /** Sold out: the words beside the plans and the quantity, and the photo's badge. */
  soldOut?: { choices: string; badge: string };
}

export interface StockLevel {
  available: number;
  alertLevel: number;
}

/** A product the store does not count (no level) is always in stock. */
export function stockStateOf(level: StockLevel | undefined): StockState {
  if (!level) return "in_stock";
  if (level.available <= 0) return "sold_out";
  return level.available <= level.alertLevel ? "low" : "in_stock";
}

/** The most bags the console accepts for one product. */
export const MAX_BAGS = 100_000;
