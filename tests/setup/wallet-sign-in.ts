// Signs a wallet in on a running store the way the browser does: a nonce, then a signed message.
import { ed25519 } from "@noble/curves/ed25519.js";
import bs58 from "bs58";
import { buildSiwsMessage, siwsMessageFor } from "../../app/auth/siws";
import { cookiesFrom } from "./requests";

/** The wallet's address and its session cookie on the store at `base`. */
export async function signInAt(base: string, secretKey: Uint8Array): Promise<{ address: string; session: string }> {
  const address = bs58.encode(ed25519.getPublicKey(secretKey));
  const headers = { origin: base, "content-type": "application/json" };
  const nonceResponse = await fetch(`${base}/auth/nonce`, { method: "POST", headers });
  const { nonce } = (await nonceResponse.json()) as { nonce: string };
  const message = buildSiwsMessage(siwsMessageFor({ origin: base, address, nonce }));
  const signature = bs58.encode(ed25519.sign(new TextEncoder().encode(message), secretKey));
  const verified = await fetch(`${base}/auth/verify`, {
    method: "POST",
    headers: { ...headers, cookie: cookiesFrom(nonceResponse) },
    body: JSON.stringify({ message, signature, publicKey: address }),
  });
  if (verified.status !== 200) throw new Error(`sign-in answered ${verified.status}`);
  return { address, session: cookiesFrom(verified) };
}
