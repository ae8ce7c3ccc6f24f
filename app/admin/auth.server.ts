// The operator console is for the wallets in ADMIN_WALLETS, signed in with the wallet.
// To anyone else it does not exist: every loader and action answers 404 before reading or writing.
import { data } from "react-router";
import { getSignedInWallet } from "~/auth/session.server";
import { getEnv } from "~/utils/env.server";

export function isAdminWallet(wallet: string | null): wallet is string {
  return wallet !== null && getEnv().ADMIN_WALLETS.includes(wallet);
}

/** The signed-in admin wallet, or a thrown 404. */
export async function requireAdmin(request: Request): Promise<string> {
  const wallet = await getSignedInWallet(request);
  if (!isAdminWallet(wallet)) throw data(null, { status: 404 });
  return wallet;
}
