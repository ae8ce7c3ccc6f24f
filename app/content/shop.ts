// Copy of the shop's cart, checkout and order confirmation (the product page's: ./product-page).
// Prices are not here: they come from the catalog in the database.

export const cartPage = {
  title: "Your Cart",
  empty: { title: "Your cart is empty", text: "Add some products to get started" },
  emptyCheckoutNotice: "Your cart is empty, so there is nothing to check out yet. Add a bag to continue.",
  summaryTitle: "Order summary",
  subtotal: "Subtotal",
  shipping: "Shipping",
  free: "Free",
  total: "Total",
  freeShippingHint: "Subscriptions ship free. One-time orders ship free over $50.",
  each: "each",
  decrease: "Decrease quantity",
  increase: "Increase quantity",
  remove: "Remove",
  checkout: "Proceed to Checkout",
  continueShopping: "Continue Shopping",
  backToProduct: "Back to Product",
  reward: {
    earns: "This cart earns",
    signedIn: "Your NPX goes to",
    signedOut: "Connect and sign in with Phantom before checkout to receive it.",
    connect: "Connect Phantom",
    signIn: "Sign in with Phantom",
  },
} as const;

export const checkoutPage = {
  title: "Checkout",
  contactTitle: "Contact",
  shippingTitle: "Shipping address",
  shipsToUs: "We ship within the United States.",
  /** A returning signed-in wallet: its last paid order's address, filled in. */
  savedAddress: "Filled in from your last order with this wallet. Change anything before you place the order.",
  fields: {
    email: "Email",
    name: "Full name",
    line1: "Address",
    line2: "Apartment, suite, etc. (optional)",
    city: "City",
    state: "State",
    zip: "ZIP code",
  },
  statePlaceholder: "Select a state",
  placeOrder: "Place order",
  placing: "Placing order…",
  summaryTitle: "Your order",
  editCart: "Edit cart",
  fixErrors: "Please correct the highlighted fields.",
  walletSignedIn: "NPX rewards go to",
  walletSignedOut: "Not signed in with Phantom: this order earns no NPX.",
} as const;

export const orderPage = {
  eyebrow: "Order placed",
  /** The page's heading says where the order stands: never "thank you" for a payment that did not happen. */
  headings: {
    pending_payment: "Your order awaits payment",
    paid: "Thank you for your order",
    fulfilled: "Your order is on its way",
    delivered: "Your order was delivered",
    cancelled: "This order was cancelled",
    refunded: "This order was refunded",
    disputed: "This order's payment is disputed",
  },
  numberLabel: "Order number",
  statusLabel: "Status",
  status: {
    pending_payment: "Awaiting payment",
    paid: "Paid",
    fulfilled: "Shipped",
    cancelled: "Cancelled",
    refunded: "Refunded",
    disputed: "Payment disputed",
  },
  itemsTitle: "Items",
  quantityShort: "Qty",
  shipTo: "Shipping to",
  emailTo: "Confirmation to",
  earns: "This order earns",
  rewardStatus: {
    pending: "Your NPX is credited once the order is paid.",
    earned: "Earned: your NPX is credited to this wallet.",
    distributed: "Earned and sent to this wallet.",
    void: "Void: the order was cancelled.",
  },
  rewardNoWallet: "This order was placed without a signed-in wallet, so it earns no NPX.",
  payment: {
    title: "Payment",
    awaiting: "Your order awaits payment. Nothing has been charged; we ship as soon as it is paid.",
    payBy: (when: string) => `Pay by ${when}: an unpaid renewal is cancelled then.`,
    paidVia: {
      card: "Paid by card.",
      usdc: "Paid in USDC, confirmed on Solana.",
      store: "Payment recorded by the store.",
    },
  },
  timeline: {
    title: "Progress",
    steps: { placed: "Placed", paid: "Paid", shipped: "Shipped", delivered: "Delivered" },
    notYet: "Not yet",
    tracking: (carrier: string, number: string) => `${carrier} tracking ${number}`,
    trackingLink: "Track your parcel",
  },
  continueShopping: "Continue Shopping",
} as const;
