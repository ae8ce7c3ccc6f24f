CREATE TABLE "rate_limit_secrets" (
	"id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cancel_save_settings" ADD COLUMN "discount_every_months" integer;--> statement-breakpoint
ALTER TABLE "cancel_save_settings" ADD CONSTRAINT "cancel_save_settings_every" CHECK ("cancel_save_settings"."discount_every_months" is null or "cancel_save_settings"."discount_every_months" between 1 and 36);--> statement-breakpoint
-- Data (hand-written): the counts kept so far are keyed by plain client addresses and emails. They
-- are dropped; at worst a client's current window starts again.
DELETE FROM "rate_limits";
