CREATE TYPE "public"."holder_perk_kind" AS ENUM('free_shipping', 'percent_off');--> statement-breakpoint
CREATE TYPE "public"."npx_spend_status" AS ENUM('held', 'returned');--> statement-breakpoint
CREATE TABLE "holder_perks" (
	"id" serial PRIMARY KEY NOT NULL,
	"min_holding_npx" bigint NOT NULL,
	"kind" "holder_perk_kind" NOT NULL,
	"value_bps" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holder_perks_min" CHECK ("holder_perks"."min_holding_npx" > 0),
	CONSTRAINT "holder_perks_value" CHECK (("holder_perks"."kind" = 'percent_off' and "holder_perks"."value_bps" between 1 and 5000) or ("holder_perks"."kind" = 'free_shipping' and "holder_perks"."value_bps" = 0))
);
--> statement-breakpoint
CREATE TABLE "holder_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"spend_enabled" boolean DEFAULT false NOT NULL,
	"npx_per_dollar" integer DEFAULT 10000 NOT NULL,
	"max_spend_bps" integer DEFAULT 5000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "holder_settings_one_row" CHECK ("holder_settings"."id" = 1),
	CONSTRAINT "holder_settings_rate" CHECK ("holder_settings"."npx_per_dollar" between 1 and 1000000000),
	CONSTRAINT "holder_settings_cap" CHECK ("holder_settings"."max_spend_bps" between 0 and 9000)
);
--> statement-breakpoint
CREATE TABLE "order_holder_discounts" (
	"order_id" text PRIMARY KEY NOT NULL,
	"wallet" text NOT NULL,
	"npx_spent" integer DEFAULT 0 NOT NULL,
	"npx_discount_cents" integer DEFAULT 0 NOT NULL,
	"perk_discount_cents" integer DEFAULT 0 NOT NULL,
	"perk_bps" integer DEFAULT 0 NOT NULL,
	"perk_free_shipping" boolean DEFAULT false NOT NULL,
	"holding_npx" bigint DEFAULT 0 NOT NULL,
	"entry_id" integer,
	"return_entry_id" integer,
	"status" "npx_spend_status" DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "order_holder_discounts" ADD CONSTRAINT "order_holder_discounts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_holder_discounts" ADD CONSTRAINT "order_holder_discounts_entry_id_reward_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."reward_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_holder_discounts" ADD CONSTRAINT "order_holder_discounts_return_entry_id_reward_entries_id_fk" FOREIGN KEY ("return_entry_id") REFERENCES "public"."reward_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_holder_discounts_wallet_idx" ON "order_holder_discounts" USING btree ("wallet");