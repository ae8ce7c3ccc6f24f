// Seeds (and keeps in step) the catalog: the database is where prices are read from. (In
// development the server also loads the spec's testimonials as sample reviews: server/index.ts.)
import { productDefinition } from "../content/product";
import { products } from "./schema";
import type { Db } from "./types";

export async function seedCatalog(db: Db) {
  const { id, ...fields } = productDefinition;
  const row = { id, ...fields, images: [...fields.images], mushrooms: [...fields.mushrooms] };
  await db.insert(products).values(row).onConflictDoUpdate({ target: products.id, set: row });
}
