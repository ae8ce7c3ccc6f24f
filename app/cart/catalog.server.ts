// Reads the catalog: the only source of prices the site shows or charges.
import { and, eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { products } from "~/db/schema";

export type CatalogProduct = typeof products.$inferSelect;

export async function getCatalogProduct(id: string): Promise<CatalogProduct | null> {
  const db = await getDb();
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)));
  return product ?? null;
}
