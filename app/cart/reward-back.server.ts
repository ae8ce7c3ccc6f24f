// The store's "% back" for the pages that promise it: a bag's NPX reward (the catalog's, what an
// order's lines credit) at the store's value of NPX (NPX_VALUE_USD) on the one-time price, the same
// figure the product page shows. Changing the setting changes the words.
import { PRODUCT_ID } from "~/content/product";
import { rewardPromise } from "~/utils/npx-value";
import { getNpxValue } from "~/utils/npx-value.server";
import { getCatalogProduct } from "./catalog.server";

/** "10%" (NPX_VALUE_USD 0.00049, 10,000 NPX a bag, $49 one-time). */
export async function storeRewardBack(): Promise<string> {
  const product = await getCatalogProduct(PRODUCT_ID);
  if (!product) return rewardPromise(0, 1, getNpxValue()).back;
  return rewardPromise(product.npxReward, product.oneTimePriceCents, getNpxValue()).back;
}
