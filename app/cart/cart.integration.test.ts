import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { cartLines, carts, products } from "~/db/schema";
import { action, loader } from "~/routes/cart";
import { callRoute } from "../../tests/integration/helpers/route-call";
import { cookiesFrom, makeRequest } from "../../tests/setup/requests";
import { cartRefusal, type CartActionData, type PricedCart } from "./types";

type Form = Record<string, string>;
const line = (purchaseType = "subscribe") => ({ productId: "nava-focus", purchaseType });

async function post(form: Form, cookie = "") {
  return callRoute<CartActionData>(action as never, makeRequest("/cart", { form, cookie }));
}
async function readCart(cookie: string) {
  return (await callRoute<PricedCart & { notice: string | null }>(loader as never, makeRequest("/cart", { cookie })))
    .data;
}
/** A fresh browser with a cart holding the given lines. */
async function browserWith(...adds: Array<[string, number]>) {
  let cookie = "";
  for (const [type, quantity] of adds) {
    const res = await post({ intent: "add", ...line(type), quantity: String(quantity) }, cookie);
    expect(res.status).toBe(200);
    cookie = cookiesFrom(res.headers, cookie);
  }
  return cookie;
}

describe("cart action: add, set-quantity, remove", () => {
  it("adds both purchase types, prices them from the catalog and sets an httpOnly cart cookie", async () => {
    const first = await post({ intent: "add", ...line("subscribe"), quantity: "2" });
    expect(first.status).toBe(200);
    expect(first.data.status).toBe("success");
    const setCookie = first.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^nava_cart=[A-Za-z0-9_-]{32};/);
    expect(setCookie).toContain("HttpOnly");
    const cookie = cookiesFrom(first.headers);

    await post({ intent: "add", ...line("one_time"), quantity: "1" }, cookie);
    await post({ intent: "add", ...line("subscribe"), quantity: "1" }, cookie);
    const cart = await readCart(cookie);
    expect(cart.lines.map((l) => [l.purchaseType, l.quantity, l.unitPriceCents])).toEqual([
      ["subscribe", 3, 3900],
      ["one_time", 1, 4900],
    ]);
    expect(cart.totals).toMatchObject({
      itemCount: 4,
      subtotalCents: 3 * 3900 + 4900,
      shippingCents: 0,
      totalCents: 16600,
      npxReward: 40000,
    });
  });

  it("sets a quantity and removes a line; a one-time-only cart under $50 pays $8.99 shipping", async () => {
    const cookie = await browserWith(["one_time", 3], ["subscribe", 1]);
    expect((await post({ intent: "set-quantity", ...line("one_time"), quantity: "1" }, cookie)).status).toBe(200);
    expect((await post({ intent: "remove", ...line("subscribe") }, cookie)).status).toBe(200);
    const cart = await readCart(cookie);
    expect(cart.lines).toHaveLength(1);
    expect(cart.totals).toMatchObject({ itemCount: 1, subtotalCents: 4900, shippingCents: 899, totalCents: 5799 });
    // Removing what is already gone (a double click) is fine and changes nothing.
    expect((await post({ intent: "remove", ...line("subscribe") }, cookie)).status).toBe(200);
    expect((await readCart(cookie)).totals.itemCount).toBe(1);
  });

  it("without JavaScript a form carries redirectTo and is sent back with a redirect", async () => {
    const res = await post({ intent: "add", ...line(), quantity: "1", redirectTo: "/cart" });
    expect(res.status).toBe(302);
    expect(res.location).toBe("/cart");
    expect(res.headers.get("set-cookie")).toMatch(/^nava_cart=/);
    // Only known pages: anything else is answered with data, never an open redirect.
    const elsewhere = await post({ intent: "add", ...line(), quantity: "1", redirectTo: "https://evil.example/" });
    expect(elsewhere.status).toBe(200);
  });

  it("an empty cart reads as empty; the checkout notice shows only when asked for", async () => {
    const cart = await callRoute<PricedCart & { notice: string | null }>(
      loader as never,
      makeRequest("/cart?notice=empty-checkout"),
    );
    expect(cart.data.lines).toEqual([]);
    expect(cart.data.totals.totalCents).toBe(0);
    expect(cart.data.notice).toMatch(/empty/);
  });
});

describe("cart action: refused input changes nothing", () => {
  const quantityMessage = "Quantity must be a whole number from 1 to 99.";

  it.each([["0"], ["-1"], ["1.5"], ["100"], ["abc"], [""], [undefined]])(
    "quantity %s is a 400 with a message",
    async (quantity) => {
      const cookie = await browserWith(["subscribe", 2]);
      for (const intent of ["add", "set-quantity"]) {
        const form: Form = { intent, ...line() };
        if (quantity !== undefined) form.quantity = quantity;
        const res = await post(form, cookie);
        expect(res.status).toBe(400);
        expect(cartRefusal(res.data)).toBe(quantityMessage);
      }
      expect((await readCart(cookie)).lines.map((l) => l.quantity)).toEqual([2]);
    },
  );

  it("refuses an unknown product, purchase type or intent with 400 and a message", async () => {
    const cookie = await browserWith(["subscribe", 1]);
    const cases: Array<[Form, string]> = [
      [
        { intent: "add", productId: "nava-calm", purchaseType: "subscribe", quantity: "1" },
        "That product is not available.",
      ],
      [{ intent: "add", productId: "", purchaseType: "subscribe", quantity: "1" }, "That product is not available."],
      [
        { intent: "add", productId: "nava-focus", purchaseType: "lifetime", quantity: "1" },
        "Choose Subscribe or One-time.",
      ],
      [{ intent: "add", productId: "nava-focus", quantity: "1" }, "Choose Subscribe or One-time."],
      [
        { intent: "checkout", productId: "nava-focus", purchaseType: "subscribe", quantity: "1" },
        "That cart action is not available.",
      ],
      [{ productId: "nava-focus", purchaseType: "subscribe", quantity: "1" }, "That cart action is not available."],
    ];
    for (const [form, message] of cases) {
      const res = await post(form, cookie);
      expect(res.status, JSON.stringify(form)).toBe(400);
      expect(cartRefusal(res.data), JSON.stringify(form)).toBe(message);
    }
    const cart = await readCart(cookie);
    expect(cart.lines.map((l) => [l.productId, l.purchaseType, l.quantity])).toEqual([["nava-focus", "subscribe", 1]]);
  });

  it("ignores price and total fields sent by the browser", async () => {
    const res = await post({
      intent: "add",
      ...line("one_time"),
      quantity: "2",
      price: "1",
      unitPriceCents: "1",
      totalCents: "0",
      subtotal: "0.01",
    });
    const cart = await readCart(cookiesFrom(res.headers));
    expect(cart.lines[0]).toMatchObject({ unitPriceCents: 4900, quantity: 2 });
    expect(cart.totals).toMatchObject({ subtotalCents: 9800, shippingCents: 0, totalCents: 9800 });
  });

  it("a line never goes past 99: the add that would is refused and the line keeps its quantity", async () => {
    const cookie = await browserWith(["subscribe", 98]);
    const res = await post({ intent: "add", ...line(), quantity: "2" }, cookie);
    expect(res.status).toBe(400);
    expect(cartRefusal(res.data)).toBe("You can have at most 99 of one item in your cart.");
    expect((await readCart(cookie)).lines[0]!.quantity).toBe(98);
    expect((await post({ intent: "add", ...line(), quantity: "1" }, cookie)).status).toBe(200);
    expect((await readCart(cookie)).lines[0]!.quantity).toBe(99);
  });

  it("a refused add writes nothing: no cart or cookie for a new visitor, and a cart keeps its time", async () => {
    const db = await getDb();
    const before = await db.select({ id: carts.id }).from(carts);
    const unknown = await post({ intent: "add", productId: "nava-calm", purchaseType: "subscribe", quantity: "1" });
    expect(unknown.status).toBe(400);
    expect(cartRefusal(unknown.data)).toBe("That product is not available.");
    expect(unknown.headers.get("set-cookie")).toBeNull();
    expect(await db.select({ id: carts.id }).from(carts)).toEqual(before);

    const cookie = await browserWith(["subscribe", 99]);
    const id = cookie.split("=")[1]!;
    const old = new Date("2026-01-01T00:00:00Z");
    await db.update(carts).set({ updatedAt: old }).where(eq(carts.id, id));
    for (const productId of ["nava-focus", "nava-calm"]) {
      expect((await post({ intent: "add", ...line(), productId, quantity: "1" }, cookie)).status).toBe(400);
    }
    const [cart] = await db.select().from(carts).where(eq(carts.id, id));
    expect(cart!.updatedAt).toEqual(old);
    expect((await readCart(cookie)).lines.map((l) => l.quantity)).toEqual([99]);
    // An accepted add touches the cart.
    await post({ intent: "add", ...line("one_time"), quantity: "1" }, cookie);
    const [touched] = await db.select().from(carts).where(eq(carts.id, id));
    expect(touched!.updatedAt.getTime()).toBeGreaterThan(old.getTime());
  });

  it("setting the quantity of a line that is not in the cart is a 404 and creates nothing", async () => {
    const cookie = await browserWith(["subscribe", 1]);
    const res = await post({ intent: "set-quantity", ...line("one_time"), quantity: "3" }, cookie);
    expect(res.status).toBe(404);
    expect(cartRefusal(res.data)).toBe("That item is no longer in your cart.");
    const noCart = await post({ intent: "set-quantity", ...line(), quantity: "3" });
    expect(noCart.status).toBe(404);
    expect(noCart.headers.get("set-cookie")).toBeNull();
    expect((await readCart(cookie)).lines).toHaveLength(1);
  });

  it("a forged cart cookie is ignored; a body that is not a form is a 400", async () => {
    const forged = await readCart("nava_cart=../../etc/passwd");
    expect(forged.lines).toEqual([]);
    const res = await callRoute<CartActionData>(action as never, makeRequest("/cart", { json: { intent: "add" } }));
    expect(res.status).toBe(400);
  });

  it("an inactive product drops out of the cart and cannot be added", async () => {
    const db = await getDb();
    const cookie = await browserWith(["subscribe", 1]);
    await db.update(products).set({ active: false }).where(eq(products.id, "nava-focus"));
    try {
      expect((await readCart(cookie)).lines).toEqual([]);
      expect((await post({ intent: "add", ...line(), quantity: "1" }, cookie)).status).toBe(400);
    } finally {
      await db.update(products).set({ active: true }).where(eq(products.id, "nava-focus"));
    }
    const id = cookie.split("=")[1]!;
    expect(await db.select().from(carts).where(eq(carts.id, id))).toHaveLength(1);
    expect(await db.select().from(cartLines).where(eq(cartLines.cartId, id))).toHaveLength(1);
  });
});
