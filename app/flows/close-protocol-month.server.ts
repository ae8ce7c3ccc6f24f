// The operator closes a month in the console (/admin/protocol): the buyback's and the liquidity
// add's transactions, each checked on chain before anything is written, and the marketing spend,
// kept with the month's net revenue read from the ledger (app/flows/protocol-figures.server.ts).
// Any refusal leaves nothing saved and says why.
import { z } from "zod";
import { getChainRpc, getMintInfo, type ChainRpc } from "~/chain/sender.server";
import type { Db } from "~/db/types";
import { now as storeNow } from "~/jobs/clock.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { sharedPagesChanged } from "~/utils/shared-pages";
import { forgetProtocolFigures } from "~/protocol/figures.server";
import { closedMonth, currentMonth, monthUsingSignature, saveClosedMonth } from "~/protocol/months.server";
import type { ConsoleAnswer } from "~/protocol/update-statements.server";
import { checkBrandTransfer } from "~/protocol/verify.server";
import { monthFigures } from "./protocol-figures.server";

export type CloseResult = ConsoleAnswer;

const TOKENS = ["usdc", "npx"] as const;
const amount = z
  .string()
  .trim()
  .regex(/^\d+(\.\d+)?$/, "an amount such as 1250.50");
const CloseSchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  buybackToken: z.enum(TOKENS),
  buybackAmount: amount,
  buybackSignature: z.string().trim().min(1),
  liquidityToken: z.enum(TOKENS),
  liquidityAmount: amount,
  liquiditySignature: z.string().trim().min(1),
  marketingSpend: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/),
  marketingNote: z.string().trim().min(1).max(500),
});

/** "12.5" with 6 decimals → 12500000n; null when it has more decimals than the token. */
export function toBaseUnits(value: string, decimals: number): bigint | null {
  const [whole, fraction = ""] = value.split(".");
  if (fraction.length > decimals) return null;
  return BigInt(whole!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, "0") || "0");
}

export function fromBaseUnits(units: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const fraction = (units % scale).toString().padStart(decimals, "0").replace(/0+$/, "");
  return `${(units / scale).toLocaleString("en-US")}${fraction ? `.${fraction}` : ""}`;
}

const tokenName = (token: (typeof TOKENS)[number]) => (token === "usdc" ? "USDC" : "NPX");

const FIELD_MESSAGES: Record<string, string> = {
  month: "Choose a month to close.",
  buybackAmount: "The buyback's amount: a number such as 1250.50.",
  buybackSignature: "The buyback's transaction signature is required.",
  liquidityAmount: "The liquidity add's amount: a number such as 1250.50.",
  liquiditySignature: "The liquidity add's transaction signature is required.",
  marketingSpend: "Marketing spend in dollars, such as 800 or 800.50.",
  marketingNote: "Say what the marketing spend paid for (up to 500 characters).",
};

export async function closeMonth(
  db: Db,
  form: FormData,
  actor: string,
  { rpc = getChainRpc(), now = storeNow() }: { rpc?: ChainRpc; now?: Date } = {},
): Promise<CloseResult> {
  const parsed = CloseSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "month");
    return { ok: false, field, message: FIELD_MESSAGES[field] ?? "Choose USDC or NPX for each transaction." };
  }
  const input = parsed.data;
  const env = getEnv();
  if (input.month >= currentMonth(now, env.STORE_TIME_ZONE))
    return { ok: false, field: "month", message: "A month can be closed once it is over." };
  if (await closedMonth(db, input.month))
    return { ok: false, field: "month", message: "That month is already closed." };
  if (!env.BRAND_WALLET)
    return { ok: false, message: "Set BRAND_WALLET (the brand's wallet) before closing a month: docs/rewards.md." };
  if (input.buybackSignature === input.liquiditySignature)
    return {
      ok: false,
      field: "liquiditySignature",
      message: "The buyback and the liquidity add are two transactions.",
    };

  const used = await monthUsingSignature(db, [input.buybackSignature, input.liquiditySignature]);
  if (used)
    return { ok: false, field: "buybackSignature", message: `That transaction is already recorded for ${used}.` };

  const checked: Record<"buyback" | "liquidity", { mint: string; amount: bigint; decimals: number }> = {} as never;
  for (const part of ["buyback", "liquidity"] as const) {
    const token = input[`${part}Token`];
    const mint = token === "usdc" ? env.USDC_MINT : env.REWARD_NPX_MINT;
    const field = `${part}Signature` as const;
    const label = part === "buyback" ? "The buyback" : "The liquidity add";
    if (!mint) return { ok: false, field: `${part}Token`, message: `The store has no ${tokenName(token)} mint set.` };
    try {
      const { decimals } = await getMintInfo(rpc, mint);
      const units = toBaseUnits(input[`${part}Amount`], decimals);
      if (units === null || units === 0n)
        return {
          ok: false,
          field: `${part}Amount`,
          message: `${label}'s amount: more than 0, at most ${decimals} decimals.`,
        };
      const result = await checkBrandTransfer(
        rpc,
        { signature: input[field], mint, amount: units, brandWallet: env.BRAND_WALLET },
        (u) => `${fromBaseUnits(u, decimals)} ${tokenName(token)}`,
      );
      if (!result.ok) return { ok: false, field, message: `${label}: ${result.message}` };
      checked[part] = { mint, amount: units, decimals };
    } catch (error) {
      logger.warn({ err: error }, "a month's transaction could not be checked on chain");
      return {
        ok: false,
        field,
        message: `${label}: the chain could not be read just now; nothing was saved. Try again.`,
      };
    }
  }

  const { netRevenueCents } = await monthFigures(db, input.month, env.STORE_TIME_ZONE, now);
  const marketingCents = Math.round(Number(input.marketingSpend) * 100);
  const saved = await saveClosedMonth(
    db,
    {
      month: input.month,
      netRevenueCents,
      buybackSignature: input.buybackSignature,
      buybackMint: checked.buyback.mint,
      buybackAmount: checked.buyback.amount.toString(),
      buybackDecimals: checked.buyback.decimals,
      liquiditySignature: input.liquiditySignature,
      liquidityMint: checked.liquidity.mint,
      liquidityAmount: checked.liquidity.amount.toString(),
      liquidityDecimals: checked.liquidity.decimals,
      marketingCents,
      marketingNote: input.marketingNote,
      closedBy: actor,
    },
    actor,
  );
  if (!saved)
    return {
      ok: false,
      field: "month",
      message: "That month is closed already, or a signature is used by another month.",
    };
  forgetProtocolFigures();
  sharedPagesChanged();
  return { ok: true, message: `${input.month} is closed: both transactions were found on chain.` };
}
