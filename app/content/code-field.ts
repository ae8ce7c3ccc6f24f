// The discount code field of the cart and checkout: its own module, as it is in /cart's first load.
export const renewalsText = (n: number) => (n === 1 ? "your next renewal" : `your next ${n} renewals`);

/** The code field in the cart and checkout: applying, removing, and what an applied code gives. */
export const codeFieldCopy = {
  label: "Discount or creator code",
  apply: "Apply",
  remove: "Remove",
  removeLabel: (code: string) => `Remove code ${code}`,
  empty: "Enter a code.",
  tooLong: "A code is at most 20 letters and digits.",
  noCart: "Add something to your cart before entering a code.",
  applied: (code: string) => `${code} applied.`,
  /** A code for renewals, in the cart and checkout: what the subscription will carry. */
  renewalsNote: (code: string, offer: string, renewals: number, thisOrderToo: boolean) =>
    thisOrderToo
      ? `${code} also takes ${offer} ${renewalsText(renewals)} of this subscription.`
      : `${code}: ${offer} ${renewalsText(renewals)} of this subscription (not this first order).`,
  checkedAtPlacing: "First-order and once-per-customer codes are checked when you place the order.",
  changed: "Your code changed: check the new total, then place your order.",
} as const;
