CREATE TABLE "payment_watches" (
	"order_id" text PRIMARY KEY NOT NULL,
	"watch_until" timestamp with time zone NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"read_through" text
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "wallet_sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_watches" ADD CONSTRAINT "payment_watches_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_watches_due_idx" ON "payment_watches" USING btree ("next_check_at");--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "auth_nonces_expires_idx" ON "auth_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "carts_updated_idx" ON "carts" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_distributions_tx_signature_idx" ON "reward_distributions" USING btree ("tx_signature");--> statement-breakpoint
CREATE INDEX "wallet_sessions_expires_idx" ON "wallet_sessions" USING btree ("expires_at");