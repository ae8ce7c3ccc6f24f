// The shopper's refund request form's one schema, read by the order page's action (and by Conform
// in the browser). Bags come as `bags.<lineId>` → how many; the server checks them against the order.
import { z } from "~/utils/zod";
import { refundErrors as e, refundLimits, refundReasons, type RefundReason } from "~/content/refunds";

const reasons = Object.keys(refundReasons) as [RefundReason, ...RefundReason[]];

export const refundRequestSchema = z
  .object({
    scope: z.enum(["whole", "bags"], { error: e.scope }),
    bags: z
      .record(z.string(), z.string().regex(/^\d{1,3}$/, e.badBags))
      .optional()
      .default({}),
    reason: z.enum(reasons, { error: e.reason }),
    note: z.string().trim().max(refundLimits.noteMax, e.noteTooLong).optional().default(""),
  })
  .superRefine((value, ctx) => {
    if (value.reason === "other" && !value.note)
      ctx.addIssue({ code: "custom", path: ["note"], message: e.noteForOther });
    if (value.scope === "bags" && !Object.values(value.bags).some((n) => Number(n) > 0))
      ctx.addIssue({ code: "custom", path: ["bags"], message: e.noBags });
  });

export type RefundRequestInput = z.infer<typeof refundRequestSchema>;
