ALTER TABLE "discount_codes" DROP CONSTRAINT "discount_codes_applies_to";--> statement-breakpoint
DROP INDEX "subscription_save_discounts_waiting_idx";--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD COLUMN "renewal_count" integer;--> statement-breakpoint
ALTER TABLE "subscription_save_discounts" ADD COLUMN "kind" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_save_discounts" ADD COLUMN "value" integer;--> statement-breakpoint
ALTER TABLE "subscription_save_discounts" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "subscription_save_discounts" ADD COLUMN "renewals_left" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The save discounts already taken: their percent in basis points; one applied has none left.
UPDATE "subscription_save_discounts" SET "value" = "percent" * 100,
  "renewals_left" = CASE WHEN "order_id" IS NULL THEN 1 ELSE 0 END;--> statement-breakpoint
ALTER TABLE "subscription_save_discounts" ALTER COLUMN "value" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_save_discounts_waiting_idx" ON "subscription_save_discounts" USING btree ("subscription_id") WHERE "subscription_save_discounts"."renewals_left" > 0;--> statement-breakpoint
ALTER TABLE "subscription_save_discounts" DROP COLUMN "percent";--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_renewal_count" CHECK (("discount_codes"."applies_to" in ('renewals', 'subscription')) = ("discount_codes"."renewal_count" is not null and "discount_codes"."renewal_count" between 1 and 24));--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_applies_to" CHECK ("discount_codes"."applies_to" in ('one_time', 'first_subscription', 'any', 'renewals', 'subscription'));--> statement-breakpoint
ALTER TABLE "subscription_save_discounts" ADD CONSTRAINT "subscription_save_discounts_kind" CHECK ("subscription_save_discounts"."kind" in ('percent', 'amount'));--> statement-breakpoint
ALTER TABLE "subscription_save_discounts" ADD CONSTRAINT "subscription_save_discounts_left" CHECK ("subscription_save_discounts"."renewals_left" >= 0);
