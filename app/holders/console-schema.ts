// The console's holder forms: the NPX rate and cap, and a new perk. Read by Conform in the browser
// and again on the server.
import { z } from "~/utils/zod";
import { adminHoldersPage } from "~/content/holders-admin";

const e = adminHoldersPage.errors;

export const holderSettingsSchema = z.object({
  intent: z.literal("settings"),
  spendEnabled: z.boolean().optional(),
  maxSpendPercent: z.coerce.number({ error: e.maxSpendPercent }).min(0, e.maxSpendPercent).max(90, e.maxSpendPercent),
});

export const holderPerkSchema = z
  .object({
    intent: z.literal("perk"),
    minHolding: z.coerce
      .number({ error: e.minHolding })
      .int(e.minHolding)
      .min(1, e.minHolding)
      .max(1_000_000_000_000, e.minHolding),
    kind: z.enum(["free_shipping", "percent_off"], { error: e.kind }),
    percent: z.coerce.number({ error: e.percent }).min(0.01, e.percent).max(50, e.percent).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "percent_off" && v.percent === undefined)
      ctx.addIssue({ code: "custom", path: ["percent"], message: e.percent });
  });

export type HolderSettingsInput = z.infer<typeof holderSettingsSchema>;
export type HolderPerkInput = z.infer<typeof holderPerkSchema>;
