// Development data: the spec's three home-page testimonials as imported sample reviews (source
// "sample", not verified: no order backs them), approved and featured so the home page shows its
// three cards. Loaded by the seed in development only; production starts with no reviews.
import { and, eq } from "drizzle-orm";
import type { Db } from "~/db/types";
import { reviews } from "~/db/schema";
import { importReviewRows, type ImportRow } from "./import.server";

const DAY_MS = 86_400_000;

const samples = [
  {
    key: "spec:maya",
    displayName: "Maya R.",
    title: "No more 3pm wall",
    body: "I swapped my second espresso for NAVA and my afternoons changed. I stay in flow through long design reviews and I don't get that 3pm wall any more.",
    days: 90,
  },
  {
    key: "spec:james",
    displayName: "James T.",
    title: "Clean energy for deep work",
    body: "Clean energy is the right word. No jitters, no racing heart, just a calm, clear head for deep work. The cinnamon chai flavour is a bonus.",
    days: 60,
  },
  {
    key: "spec:priya",
    displayName: "Priya K.",
    title: "Gentle, and tastes like a treat",
    body: "Coffee used to upset my stomach. NAVA is gentle, tastes like a treat, and I love earning NPX back on a habit I already have.",
    days: 45,
  },
];

export async function seedSampleReviews(db: Db) {
  const rows: ImportRow[] = samples.map((s, i) => ({
    line: i + 2,
    key: s.key,
    rating: 5,
    title: s.title,
    body: s.body,
    displayName: s.displayName,
    email: null,
    verified: false,
    reply: null,
    createdAt: new Date(Date.now() - s.days * DAY_MS),
  }));
  const { imported } = await importReviewRows(db, "sample", rows, "system:seed");
  if (imported > 0)
    await db
      .update(reviews)
      .set({ featured: true })
      .where(and(eq(reviews.importSource, "sample"), eq(reviews.status, "approved")));
}
