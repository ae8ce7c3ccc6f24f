// Stock for integration tests: the bags for sale of NAVA Focus, and orders placed at checkout by a
// new browser from a given client address (what unpaid orders may hold, decision 0030).
import { placeOrder } from "../../../app/checkout/place-order.server";
import { getDb } from "../../../app/db/client.server";
import { productStock } from "../../../app/db/schema";
import { readStock } from "../../../app/stock/stock.server";
import { CHECKOUT_ADDRESS } from "../../setup/checkout-address";
import { addToCart } from "./cart";
import { cartIdOf } from "./place-in-process";

export const STOCK_PRODUCT = "nava-focus";

export async function setBags(available: number) {
  await (
    await getDb()
  )
    .insert(productStock)
    .values({ productId: STOCK_PRODUCT, available })
    .onConflictDoUpdate({ target: productStock.productId, set: { available, alertLevel: 0, alertedAt: null } });
}

export const bagsForSale = async () => (await readStock(await getDb(), STOCK_PRODUCT))?.available;

let n = 0;
/** A new browser from `client` orders `bags` bags one-time as `email` (a fresh one by default). */
export async function orderBagsFrom(client: string, bags: number, email = `buyer${++n}-${Date.now()}@example.com`) {
  const cookie = await addToCart("", "one_time", bags);
  return placeOrder({
    cartId: cartIdOf(cookie),
    idempotencyKey: `holds-${++n}-${Date.now()}`,
    address: { ...CHECKOUT_ADDRESS, email },
    wallet: null,
    clientAddress: client,
  });
}
