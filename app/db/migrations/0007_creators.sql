CREATE TYPE "public"."creator_commission_status" AS ENUM('pending', 'approved', 'paid', 'void', 'owed_back', 'recovered');--> statement-breakpoint
CREATE TYPE "public"."creator_payout_method" AS ENUM('usdc', 'outside');--> statement-breakpoint
CREATE TYPE "public"."creator_payout_status" AS ENUM('due', 'paid');--> statement-breakpoint
CREATE TABLE "creator_access" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"kind" "subscription_access_kind" NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creator_click_days" (
	"creator_id" integer NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "creator_click_days_creator_id_day_pk" PRIMARY KEY("creator_id","day")
);
--> statement-breakpoint
CREATE TABLE "creator_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"source" text NOT NULL,
	"code" text NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"base_cents" integer NOT NULL,
	"rate_bps" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" "creator_commission_status" DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"payout_id" integer,
	"recovered_in_payout_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creator_commissions_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "creator_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_id" integer NOT NULL,
	"period" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" "creator_payout_method" NOT NULL,
	"status" "creator_payout_status" DEFAULT 'due' NOT NULL,
	"reference" text,
	"tx_signature" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "creator_payouts_amount_positive" CHECK ("creator_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "creators" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"wallet" text,
	"code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"commission_bps" integer DEFAULT 1500 NOT NULL,
	"discount_bps" integer DEFAULT 1000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creators_application_id_unique" UNIQUE("application_id"),
	CONSTRAINT "creators_commission_range" CHECK ("creators"."commission_bps" between 0 and 2500),
	CONSTRAINT "creators_discount_range" CHECK ("creators"."discount_bps" between 0 and 5000)
);
--> statement-breakpoint
ALTER TABLE "creator_access" ADD CONSTRAINT "creator_access_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_click_days" ADD CONSTRAINT "creator_click_days_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_commissions" ADD CONSTRAINT "creator_commissions_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_commissions" ADD CONSTRAINT "creator_commissions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_commissions" ADD CONSTRAINT "creator_commissions_payout_id_creator_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."creator_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_commissions" ADD CONSTRAINT "creator_commissions_recovered_in_payout_id_creator_payouts_id_fk" FOREIGN KEY ("recovered_in_payout_id") REFERENCES "public"."creator_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creator_payouts" ADD CONSTRAINT "creator_payouts_creator_id_creators_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."creators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creators" ADD CONSTRAINT "creators_application_id_creator_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."creator_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creator_access_creator_idx" ON "creator_access" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "creator_commissions_creator_idx" ON "creator_commissions" USING btree ("creator_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "creator_payouts_period_idx" ON "creator_payouts" USING btree ("creator_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "creators_code_idx" ON "creators" USING btree ("code");--> statement-breakpoint
CREATE INDEX "creators_wallet_idx" ON "creators" USING btree ("wallet");--> statement-breakpoint
CREATE INDEX "creators_email_idx" ON "creators" USING btree ("email");