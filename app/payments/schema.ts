import { z } from "zod";

/** A Solana address as base58 text (32 bytes encode to 32–44 characters). */
export const solanaAddress = z
  .string()
  .trim()
  .regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);

/** The body a wallet posts to a Solana Pay transaction request. */
export const payRequestSchema = z.object({ account: solanaAddress });
