// The console's Holders page: labels, the messages its forms give.
export const adminHoldersPage = {
  title: "Holders",
  intro:
    "What NPX holders get here: paying part of an order with NPX earned in the store (not yet claimed), and perks by how much NPX a signed-in wallet holds (on chain plus claimable, read at sign-in and cached 5 minutes).",
  settingsTitle: "Paying with NPX",
  valueNote:
    "What NPX is worth is the store's one value of NPX (the NPX_VALUE_USD setting): the same that makes the product page's \"% back\" and the dashboard's NPX owed in dollars.",
  fields: {
    spendEnabled: "Let holders pay with NPX",
    maxSpendPercent: "Most of the subtotal paid in NPX (%)",
    minHolding: "From a holding of (NPX)",
    kind: "Perk",
    percent: "Percent off",
  },
  save: "Save",
  perksTitle: "Perks by holding",
  newPerkTitle: "New perk",
  addPerk: "Add perk",
  endPerk: "End",
  columns: { from: "From", perk: "Perk", actions: "" },
  spendsTitle: "Recent orders with NPX or a perk",
  spendColumns: { order: "Order", wallet: "Wallet", npx: "NPX", off: "Off", status: "NPX status" },
  spendStatus: { held: "Held with the order", returned: "Given back" },
  noPerks: "No perks yet.",
  noSpends: "No order has used NPX or a perk yet.",
  kinds: { free_shipping: "Free shipping", percent_off: "Percent off" },
  done: { saved: "Saved.", added: "Perk added.", ended: "Perk ended." },
  errors: {
    maxSpendPercent: "Enter a percent from 0 to 90.",
    minHolding: "Enter a holding: a whole number of NPX, 1 or more.",
    kind: "Choose a perk.",
    percent: "Enter a percent from 0.01 to 50.",
    notFound: "That perk does not exist.",
    badAction: "Unknown action.",
  },
} as const;
