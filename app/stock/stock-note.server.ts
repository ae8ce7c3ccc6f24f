// What the product page's purchase box says of stock: its state and the words for it, handed to
// the page by its loader so the words stay out of the page's script.
import { stockCopy } from "~/content/stock";
import type { StockNote, StockState } from "./state";

export function stockNote(state: StockState): StockNote {
  if (state === "sold_out")
    return {
      state,
      text: stockCopy.soldOut,
      soldOut: { choices: stockCopy.soldOutChoices, badge: stockCopy.soldOutBadge },
    };
  if (state === "low") return { state, text: stockCopy.low };
  return { state, text: "" };
}
