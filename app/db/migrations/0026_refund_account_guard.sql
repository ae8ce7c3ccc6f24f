CREATE TABLE "refund_account_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"short" text,
	"short_since" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_account_state_one_row" CHECK ("refund_account_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "chain_transfers" ADD COLUMN "destination" text;--> statement-breakpoint
ALTER TABLE "payment_returns" ADD COLUMN "source_account" text;--> statement-breakpoint
ALTER TABLE "payment_returns" ADD COLUMN "hold" text;--> statement-breakpoint
ALTER TABLE "payment_returns" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "payment_returns" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "source_account" text;--> statement-breakpoint
CREATE INDEX "payment_returns_payer_idx" ON "payment_returns" USING btree ("payer","created_at");--> statement-breakpoint
ALTER TABLE "payment_returns" ADD CONSTRAINT "payment_returns_hold" CHECK ("payment_returns"."hold" in ('kept', 'review', 'limit', 'no_account'));--> statement-breakpoint
-- Data (hand-written): the refund account's one state row, not short to begin with.
INSERT INTO "refund_account_state" ("id") VALUES (1) ON CONFLICT DO NOTHING;
