CREATE TYPE "public"."chain_transfer_status" AS ENUM('open', 'sent', 'confirmed', 'failed');--> statement-breakpoint
CREATE TABLE "chain_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"purpose" text NOT NULL,
	"mint" text NOT NULL,
	"source" text NOT NULL,
	"recipient" text NOT NULL,
	"amount" bigint NOT NULL,
	"decimals" integer NOT NULL,
	"status" "chain_transfer_status" DEFAULT 'open' NOT NULL,
	"signature" text,
	"signed_transaction" text,
	"last_valid_block_height" bigint,
	"expired_signatures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "chain_transfers_key_unique" UNIQUE("key"),
	CONSTRAINT "chain_transfers_signature_unique" UNIQUE("signature")
);
--> statement-breakpoint
CREATE TABLE "reward_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"min_claim_npx" integer DEFAULT 1000 NOT NULL,
	"daily_cap_npx" integer DEFAULT 1000000 NOT NULL,
	"claims_paused" boolean DEFAULT false NOT NULL,
	"pool_short_alerted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "reward_settings_one_row" CHECK ("reward_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "reward_distributions" ALTER COLUMN "tx_signature" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_entries" ALTER COLUMN "wallet" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_distributions" ADD COLUMN "wallet" text;--> statement-breakpoint
ALTER TABLE "reward_distributions" ADD COLUMN "chain_transfer_id" integer;--> statement-breakpoint
CREATE INDEX "chain_transfers_status_idx" ON "chain_transfers" USING btree ("status");--> statement-breakpoint
ALTER TABLE "reward_distributions" ADD CONSTRAINT "reward_distributions_chain_transfer_id_chain_transfers_id_fk" FOREIGN KEY ("chain_transfer_id") REFERENCES "public"."chain_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_distributions_chain_transfer_idx" ON "reward_distributions" USING btree ("chain_transfer_id");--> statement-breakpoint
CREATE INDEX "reward_distributions_wallet_idx" ON "reward_distributions" USING btree ("wallet","created_at");