// What the root loader gives every page (app/root.tsx), in a module of its own so that the header,
// the cart count and the wallet read its shape without importing the root, which imports them.
export interface RootLoaderData {
  cartCount: number;
  signedInWallet: string | null;
  /** What the signed-in wallet's holding gets it (the product page's reward card); null for anyone else. */
  holderPerks: string | null;
  siteUrl: string;
  rpcUrl: string;
  /** The store's "% back" ("10%"): the catalog's NPX a bag at NPX_VALUE_USD (app/cart/reward-back.server.ts). */
  rewardBack: string;
}

// A sign-in or sign-out changes the root's data; its reload (a revalidation) is cancelled by a tap
// on a link while it is on its way. Until a load of the root's data lands, every page load reads it
// again (the root's shouldRevalidate), or the header would show the old session.
let rootDataStale = false;
/** Called before revalidating for a change the root's data must show. */
export const markRootDataStale = () => {
  rootDataStale = true;
};
export const isRootDataStale = () => rootDataStale;
/** Called when the root's data has loaded. */
export const rootDataLoaded = () => {
  rootDataStale = false;
};
