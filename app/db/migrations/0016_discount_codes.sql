CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"applies_to" text DEFAULT 'any' NOT NULL,
	"min_subtotal_cents" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"once_per_customer" boolean DEFAULT false NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_kind" CHECK ("discount_codes"."kind" in ('percent', 'amount', 'free_shipping')),
	CONSTRAINT "discount_codes_applies_to" CHECK ("discount_codes"."applies_to" in ('one_time', 'first_subscription', 'any')),
	CONSTRAINT "discount_codes_value_range" CHECK (("discount_codes"."kind" = 'percent' and "discount_codes"."value" between 1 and 10000) or ("discount_codes"."kind" = 'amount' and "discount_codes"."value" > 0) or ("discount_codes"."kind" = 'free_shipping' and "discount_codes"."value" = 0)),
	CONSTRAINT "discount_codes_uses_range" CHECK ("discount_codes"."max_uses" is null or "discount_codes"."uses" <= "discount_codes"."max_uses")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_idx" ON "discount_codes" USING btree ("code");--> statement-breakpoint
-- Creator discounts already given move onto their orders: every reader reads orders.discount_cents.
UPDATE "orders" o SET "discount_cents" = cc."discount_cents", "discount_code" = cc."code"
FROM "creator_commissions" cc WHERE cc."order_id" = o."id" AND cc."source" <> 'renewal';
