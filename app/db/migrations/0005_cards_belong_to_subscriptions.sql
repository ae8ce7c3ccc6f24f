-- A card on file belongs to the subscription whose payment saved it, never to a typed email.
-- Each existing customer goes to the order whose card checkout made it: the earliest card checkout
-- of a subscribe order with the customer's email (or, for a renewal paid by card, the first order of
-- that renewal's subscription). Every other subscription with the same email loses the card: its
-- renewals are paid by link until its subscriber saves a card of its own.
ALTER TABLE "stripe_customers" ADD COLUMN "origin_order_id" text;--> statement-breakpoint
WITH "made_by" AS (
  SELECT DISTINCT ON ("o"."email")
    "o"."email",
    COALESCE("s"."origin_order_id", "o"."id") AS "origin_order_id"
  FROM "card_checkouts" "c"
  JOIN "orders" "o" ON "o"."id" = "c"."order_id"
  LEFT JOIN "subscription_renewals" "r" ON "r"."order_id" = "o"."id"
  LEFT JOIN "subscriptions" "s" ON "s"."id" = "r"."subscription_id"
  WHERE EXISTS (
    SELECT 1 FROM "order_lines" "l" WHERE "l"."order_id" = "o"."id" AND "l"."purchase_type" = 'subscribe'
  )
  ORDER BY "o"."email", "c"."created_at", "c"."id"
)
UPDATE "stripe_customers" "sc" SET "origin_order_id" = "made_by"."origin_order_id"
FROM "made_by" WHERE "made_by"."email" = "sc"."email";--> statement-breakpoint
ALTER TABLE "stripe_customers" DROP CONSTRAINT "stripe_customers_pkey";--> statement-breakpoint
ALTER TABLE "stripe_customers" DROP CONSTRAINT "stripe_customers_customer_id_unique";--> statement-breakpoint
ALTER TABLE "stripe_customers" ADD PRIMARY KEY ("customer_id");--> statement-breakpoint
ALTER TABLE "stripe_customers" ADD CONSTRAINT "stripe_customers_origin_order_id_orders_id_fk" FOREIGN KEY ("origin_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_customers" ADD CONSTRAINT "stripe_customers_origin_order_id_unique" UNIQUE("origin_order_id");
