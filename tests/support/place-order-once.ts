// One app process's order, for the test of several processes on one PostgreSQL
// (tests/integration/stock-processes.test.ts). Places the order of the cart CART_ID at START_AT (a
// moment shared with the other process, so both run at once) and prints the result as JSON.
// EMAIL, CODE and CLIENT (optional) set the buyer's email, the typed code and the client's address.
import { getDatabase } from "../../app/db/client.server";
import "../../app/flows/order-events.server";
import { placeOrder } from "../../app/checkout/place-order.server";
import { CHECKOUT_ADDRESS } from "../setup/checkout-address";

const startAt = Number(process.env.START_AT);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));
const result = await placeOrder({
  cartId: process.env.CART_ID!,
  idempotencyKey: `processes-${process.env.CART_ID}`,
  address: {
    ...CHECKOUT_ADDRESS,
    email: process.env.EMAIL ?? `${process.env.CART_ID}@example.com`,
    code: process.env.CODE ?? "",
  },
  wallet: null,
  referral: { typedCode: process.env.CODE ?? "", cookieCode: null },
  clientAddress: process.env.CLIENT ?? "",
});
console.log(JSON.stringify(result));
await (await getDatabase()).close();
