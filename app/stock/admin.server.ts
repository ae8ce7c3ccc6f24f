// The console's stock page: the figures, and the operator's save (checked with zod; a refused
// save changes nothing and says which field to fix).
import { data } from "react-router";
import { z } from "zod";
import { stockCopy } from "~/content/stock";
import type { Db } from "~/db/types";
import { MAX_BAGS } from "./state";
import { countHeldRenewals } from "./held-renewals.server";
import { now } from "~/jobs/clock.server";
import { RATE_WINDOWS_DAYS, salesRateOf } from "./sales-rate";
import { bagsPaidSince, listStock, setStock } from "./stock.server";
import { countWaiting } from "./waitlist.server";

const t = stockCopy.console;

const bagsField = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((n) => n <= MAX_BAGS, message);

const StockFormSchema = z.object({
  productId: z.string().min(1).max(100),
  available: bagsField(t.errors.available),
  alertLevel: bagsField(t.errors.alertLevel),
  /** What the form showed; "" when the product was not counted yet. */
  expected: z.union([z.literal(""), z.string().regex(/^\d{1,6}$/)]),
});

export type StockActionData = {
  ok: boolean;
  message: string;
  productId?: string;
  fields?: Partial<Record<"available" | "alertLevel", string>>;
  /** What was typed, shown again in the form after a refusal. */
  typed?: { available: string; alertLevel: string };
};

export async function loadStockPage(db: Db) {
  const products = await listStock(db);
  const at = now().getTime();
  return Promise.all(
    products.map(async (p) => {
      const sold = await Promise.all(
        RATE_WINDOWS_DAYS.map((days) => bagsPaidSince(db, p.productId, new Date(at - days * 86_400_000))),
      );
      return {
        ...p,
        heldRenewals: await countHeldRenewals(db, p.productId),
        waiting: await countWaiting(db, p.productId),
        rate: salesRateOf(sold, p.available),
      };
    }),
  );
}

export async function runStockAction(db: Db, form: FormData, actor: string) {
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const parsed = StockFormSchema.safeParse({
    productId: read("productId"),
    available: read("available"),
    alertLevel: read("alertLevel"),
    expected: read("expected"),
  });
  const productId = read("productId");
  const typed = { available: read("available"), alertLevel: read("alertLevel") };
  if (!parsed.success) {
    const fields: StockActionData["fields"] = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0];
      if (name === "available" || name === "alertLevel") fields[name] ??= issue.message;
    }
    const message = fields.available ?? fields.alertLevel ?? t.errors.product;
    return data<StockActionData>({ ok: false, message, productId, fields, typed }, { status: 400 });
  }
  const { available, alertLevel, expected } = parsed.data;
  const result = await setStock(
    db,
    { productId, available, alertLevel, expected: expected === "" ? null : Number(expected) },
    actor,
  );
  if (!result.ok) {
    if (result.reason === "product")
      return data<StockActionData>({ ok: false, message: t.errors.product, productId, typed }, { status: 400 });
    return data<StockActionData>(
      { ok: false, message: t.errors.changed(result.available ?? 0), productId },
      { status: 409 },
    );
  }
  const [name] = (await listStock(db)).filter((p) => p.productId === productId).map((p) => p.name);
  return data<StockActionData>({ ok: true, message: t.saved(name ?? productId, available), productId });
}
