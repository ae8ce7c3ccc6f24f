// POST /auth/nonce: a fresh single-use nonce for a Sign-In With Solana message.
import { data } from "react-router";
import { issueNonce } from "~/auth/siws.server";
import type { Route } from "./+types/auth.nonce";

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Method not allowed" }, { status: 405 });
  const { nonce, expiresAt } = await issueNonce();
  return data({ nonce, expiresAt: expiresAt.toISOString() }, { headers: { "Cache-Control": "no-store" } });
}
