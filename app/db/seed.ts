// Seeds (and keeps in step) the catalog: the database is where prices are read from. In
// development it also loads the spec's testimonials as sample reviews (app/reviews/samples.server.ts).
import { productDefinition } from "../content/product";
import { products } from "./schema";
import type { Db } from "./types";

export async function seedCatalog(db: Db) {
  const { id, ...fields } = productDefinition;
  const row = { id, ...fields, images: [...fields.images], mushrooms: [...fields.mushrooms] };
  await db.insert(products).values(row).onConflictDoUpdate({ target: products.id, set: row });
  if (process.env.NODE_ENV === "development") {
    const { seedSampleReviews } = await import("../reviews/samples.server");
    await seedSampleReviews(db);
  }
}
