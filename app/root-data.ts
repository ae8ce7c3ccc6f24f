// What the root loader gives every page (app/root.tsx), in a module of its own so that the header,
// the cart count and the wallet read its shape without importing the root, which imports them.
export interface RootLoaderData {
  cartCount: number;
  signedInWallet: string | null;
  siteUrl: string;
  rpcUrl: string;
  /** After a creator's link: the bar saying its discount is applied, as server-drawn markup. */
  linkNoticeHtml: string | null;
}
