// POST /auth/verify: checks a signed sign-in message and starts the wallet session.
import { data } from "react-router";
import { createWalletSession, destroyWalletSession } from "~/auth/session.server";
import { VerifyBody, verifySignIn } from "~/auth/siws.server";
import { readHoldingAtSignIn } from "~/holders/holding.server";
import type { Route } from "./+types/auth.verify";

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Method not allowed" }, { status: 405 });
  const parsed = VerifyBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return data({ error: "Send message, signature and publicKey." }, { status: 400 });
  const result = await verifySignIn(request, parsed.data);
  if (!result.ok) return data({ error: result.reason }, { status: 401, headers: { "Cache-Control": "no-store" } });
  // A new sign-in replaces whatever session this browser had.
  await destroyWalletSession(request);
  const cookie = await createWalletSession(request, result.wallet);
  // The holder's perks count its NPX on chain: read once now, kept a few minutes.
  readHoldingAtSignIn(result.wallet);
  return data({ wallet: result.wallet }, { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
}
