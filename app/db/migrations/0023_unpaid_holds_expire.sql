ALTER TABLE "stock_holds" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stock_holds" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "stock_holds_client_idx" ON "stock_holds" USING btree ("client_key");--> statement-breakpoint
CREATE INDEX "stock_holds_expiring_idx" ON "stock_holds" USING btree ("expires_at") WHERE "stock_holds"."released_at" is null and "stock_holds"."expires_at" is not null;