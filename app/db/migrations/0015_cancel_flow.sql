CREATE TABLE "cancel_save_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"discount_on" boolean DEFAULT false NOT NULL,
	"discount_percent" integer DEFAULT 20 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscription_cancel_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"reason" text,
	"note" text DEFAULT '' NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_save_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"percent" integer NOT NULL,
	"order_id" text,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_cancel_answers" ADD CONSTRAINT "subscription_cancel_answers_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_save_discounts" ADD CONSTRAINT "subscription_save_discounts_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_save_discounts" ADD CONSTRAINT "subscription_save_discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_cancel_answers_created_idx" ON "subscription_cancel_answers" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_save_discounts_waiting_idx" ON "subscription_save_discounts" USING btree ("subscription_id") WHERE "subscription_save_discounts"."order_id" is null;