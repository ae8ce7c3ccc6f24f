// The product page's perk line for a signed-in wallet, given by the root loader (the product
// page's own data is the same for everyone). Read from the balance the store already has: a page
// never waits for the chain here (app/holders/holding.server.ts).
import type { DbOrTx } from "~/db/types";
import { lastOnChainNpx, listActivePerks } from "~/holders/holding.server";
import { perkLineFor } from "~/holders/pricing";
import { spendableNpx } from "./spend-npx.server";

/** Null when the operator has no perk on, or no balance of this wallet was ever read. */
export async function holderPerkLine(db: DbOrTx, wallet: string): Promise<string | null> {
  const perks = await listActivePerks(db);
  if (perks.length === 0) return null;
  const onChainNpx = await lastOnChainNpx(wallet);
  if (onChainNpx === null) return null;
  return perkLineFor(perks, onChainNpx + (await spendableNpx(db, wallet)));
}
