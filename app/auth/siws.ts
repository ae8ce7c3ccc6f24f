// Sign-In With Solana: the message a wallet signs to prove it owns an address.
// Built in the browser, parsed and checked on the server; the same text both ways.

export const SIWS_VERSION = "1";
export const SIWS_CHAIN_ID = "mainnet";
/** A nonce, and the message that carries it, live at most this long. */
export const SIWS_TTL_MS = 10 * 60_000;
/** How far issuedAt may stray from the server's clock, either way. */
export const SIWS_CLOCK_SKEW_MS = 10 * 60_000;
export const SIWS_STATEMENT = "Sign in to NAVA to see your NPX rewards and earn them on every order.";

export interface SiwsMessage {
  domain: string;
  address: string;
  statement: string;
  uri: string;
  version: string;
  chainId: string;
  nonce: string;
  issuedAt: string;
  expirationTime: string;
}

const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const NONCE = /^[A-Za-z0-9]{8,64}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

export function isSolanaAddress(value: string): boolean {
  return BASE58_ADDRESS.test(value);
}

/** The message text, in the layout wallets recognise as a sign-in request. */
export function buildSiwsMessage(m: SiwsMessage): string {
  return [
    `${m.domain} wants you to sign in with your Solana account:`,
    m.address,
    "",
    m.statement,
    "",
    `URI: ${m.uri}`,
    `Version: ${m.version}`,
    `Chain ID: ${m.chainId}`,
    `Nonce: ${m.nonce}`,
    `Issued At: ${m.issuedAt}`,
    `Expiration Time: ${m.expirationTime}`,
  ].join("\n");
}

const MESSAGE = new RegExp(
  [
    "^(?<domain>[^\\s/]+) wants you to sign in with your Solana account:",
    "(?<address>[1-9A-HJ-NP-Za-km-z]{32,44})",
    "",
    "(?<statement>[^\\n]+)",
    "",
    "URI: (?<uri>[^\\s]+)",
    "Version: (?<version>[^\\s]+)",
    "Chain ID: (?<chainId>[^\\s]+)",
    "Nonce: (?<nonce>[^\\s]+)",
    "Issued At: (?<issuedAt>[^\\s]+)",
    "Expiration Time: (?<expirationTime>[^\\s]+)$",
  ].join("\\n"),
);

/** Reads a message back; null when it is not exactly in the layout above. */
export function parseSiwsMessage(text: string): SiwsMessage | null {
  if (text.length > 2000) return null;
  const g = MESSAGE.exec(text)?.groups;
  if (!g) return null;
  const m: SiwsMessage = {
    domain: g.domain!,
    address: g.address!,
    statement: g.statement!,
    uri: g.uri!,
    version: g.version!,
    chainId: g.chainId!,
    nonce: g.nonce!,
    issuedAt: g.issuedAt!,
    expirationTime: g.expirationTime!,
  };
  if (!NONCE.test(m.nonce) || !ISO_TIME.test(m.issuedAt) || !ISO_TIME.test(m.expirationTime)) return null;
  if (Number.isNaN(Date.parse(m.issuedAt)) || Number.isNaN(Date.parse(m.expirationTime))) return null;
  // Only a message that rebuilds to the same bytes was the one signed.
  return buildSiwsMessage(m) === text ? m : null;
}

/** The message for this page's origin, a server nonce and the current time. */
export function siwsMessageFor(input: {
  origin: string;
  address: string;
  nonce: string;
  now?: Date;
  nonceExpiresAt?: Date;
}): SiwsMessage {
  const now = input.now ?? new Date();
  const origin = new URL(input.origin);
  const latest = now.getTime() + SIWS_TTL_MS;
  const expires = input.nonceExpiresAt ? Math.min(latest, input.nonceExpiresAt.getTime()) : latest;
  return {
    domain: origin.host,
    address: input.address,
    statement: SIWS_STATEMENT,
    uri: origin.origin,
    version: SIWS_VERSION,
    chainId: SIWS_CHAIN_ID,
    nonce: input.nonce,
    issuedAt: now.toISOString(),
    expirationTime: new Date(expires).toISOString(),
  };
}
