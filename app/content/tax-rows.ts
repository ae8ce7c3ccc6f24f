// The totals rows' sales-tax words, in a module of their own: the cart's first load (which also
// serves /product) carries these and not the rest of ./tax.
export const taxRowCopy = {
  row: "Sales tax",
  totalBeforeTax: "Total before tax",
} as const;
