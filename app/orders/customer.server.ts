// "Customer" and "first order" mean one thing everywhere: the same normalized email or the same
// signed-in wallet, counting paid orders and unpaid ones still open (two unpaid orders are not two
// first orders).
import { and, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { DbOrTx } from "~/db/types";
import { orders } from "~/db/schema";
import { normalizedEmailSql, normalizeEmail } from "~/utils/normalize-email";

const COUNTED = ["pending_payment", "paid", "fulfilled", "refunded", "disputed"] as const;

export interface Customer {
  email: string;
  wallet: string | null;
}

/** Whether this customer already has a counted order (with this code, when one is given). */
export async function hasCountedOrder(db: DbOrTx, customer: Customer, withCode?: string): Promise<boolean> {
  const sameCustomer = or(
    sql`${normalizedEmailSql(orders.email)} = ${normalizeEmail(customer.email)}`,
    customer.wallet ? eq(orders.wallet, customer.wallet) : undefined,
  );
  const conditions: (SQL | undefined)[] = [sameCustomer, inArray(orders.status, [...COUNTED])];
  if (withCode) conditions.push(eq(orders.discountCode, withCode));
  const [earlier] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(...conditions))
    .limit(1);
  return Boolean(earlier);
}

/**
 * Until the caller's transaction ends, one writer at a time per customer: the normalized email,
 * then the wallet (always in that order, so two checkouts never wait on each other in a circle),
 * across connections and processes, as a wallet's claims are locked. Taken before
 * `hasCountedOrder` decides a first-order or once-per-customer discount.
 */
export async function lockCustomer(tx: DbOrTx, customer: Customer): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`customer-email:${normalizeEmail(customer.email)}`}))`);
  if (customer.wallet)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`customer-wallet:${customer.wallet}`}))`);
}
