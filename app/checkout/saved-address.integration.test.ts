// A returning signed-in wallet's address: the latest paid order's, offered at checkout; none for a
// wallet without a paid order, an unpaid order's address never.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { orders } from "~/db/schema";
import { eq } from "drizzle-orm";
import { transitionOrder } from "~/orders/lifecycle.server";
import { insertTestOrder } from "../../tests/setup/orders";
import { savedAddressFor } from "./saved-address.server";

const WALLET = "SavedAddr1111111111111111111111111111111111";

describe("the address offered at checkout", () => {
  it("is the wallet's latest paid order's address; unpaid orders and other wallets give none", async () => {
    const db = await getDb();
    expect(await savedAddressFor(db, null)).toBeNull();
    expect(await savedAddressFor(db, WALLET)).toBeNull();

    await insertTestOrder(db, { id: "00000000-0000-4000-8000-5a0000000001", wallet: WALLET, shipCity: "Austin" });
    await transitionOrder(db, "00000000-0000-4000-8000-5a0000000001", "paid", { actor: "test" });
    await db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 86_400_000) })
      .where(eq(orders.id, "00000000-0000-4000-8000-5a0000000001"));
    await insertTestOrder(db, {
      id: "00000000-0000-4000-8000-5a0000000002",
      wallet: WALLET,
      shipName: "Ada Mover",
      shipLine1: "9 New Rd",
      shipCity: "Denver",
      shipState: "CO",
      shipZip: "80202",
    });
    await transitionOrder(db, "00000000-0000-4000-8000-5a0000000002", "paid", { actor: "test" });
    // Placed later but never paid: not offered.
    await insertTestOrder(db, { id: "00000000-0000-4000-8000-5a0000000003", wallet: WALLET, shipCity: "Unpaid" });

    expect(await savedAddressFor(db, WALLET)).toEqual({
      email: "buyer@example.com",
      name: "Ada Mover",
      line1: "9 New Rd",
      line2: "",
      city: "Denver",
      state: "CO",
      zip: "80202",
    });
    expect(await savedAddressFor(db, "Other1111111111111111111111111111111111111")).toBeNull();
  });
});
