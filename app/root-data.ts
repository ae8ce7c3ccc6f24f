// What the root loader gives every page (app/root.tsx), in a module of its own so that the header,
// the cart count and the wallet read its shape without importing the root, which imports them.
export interface RootLoaderData {
  cartCount: number;
  signedInWallet: string | null;
  /** What the signed-in wallet's holding gets it (the product page's reward card); null for anyone else. */
  holderPerks: string | null;
  siteUrl: string;
  rpcUrl: string;
}
