CREATE TABLE "protocol_months" (
	"month" text PRIMARY KEY NOT NULL,
	"net_revenue_cents" bigint NOT NULL,
	"buyback_signature" text NOT NULL,
	"buyback_mint" text NOT NULL,
	"buyback_amount" text NOT NULL,
	"buyback_decimals" integer NOT NULL,
	"liquidity_signature" text NOT NULL,
	"liquidity_mint" text NOT NULL,
	"liquidity_amount" text NOT NULL,
	"liquidity_decimals" integer NOT NULL,
	"marketing_cents" bigint NOT NULL,
	"marketing_note" text NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" text NOT NULL,
	CONSTRAINT "protocol_months_buyback_signature_unique" UNIQUE("buyback_signature"),
	CONSTRAINT "protocol_months_liquidity_signature_unique" UNIQUE("liquidity_signature")
);
--> statement-breakpoint
CREATE TABLE "protocol_statements" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"as_of" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
