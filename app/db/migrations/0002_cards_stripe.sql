CREATE TYPE "public"."card_payment_status" AS ENUM('paid', 'refused', 'duplicate_refund', 'failed');--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'refunded';--> statement-breakpoint
ALTER TYPE "public"."order_status" ADD VALUE 'disputed';--> statement-breakpoint
CREATE TABLE "card_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"session_id" text NOT NULL,
	"url" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_checkouts_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "card_checkouts_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE TABLE "card_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" "card_payment_status" NOT NULL,
	"reason" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"disputed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_payments_payment_intent_id_unique" UNIQUE("payment_intent_id")
);
--> statement-breakpoint
CREATE TABLE "card_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"payment_intent_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"stripe_refund_id" text,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "card_refunds_stripe_refund_id_unique" UNIQUE("stripe_refund_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_customers" (
	"email" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text,
	"card_brand" text,
	"card_last4" text,
	"card_saved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_customers_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"object_id" text,
	"order_id" text,
	"outcome" text NOT NULL,
	"reason" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_refunds" ADD CONSTRAINT "card_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_checkouts_order_idx" ON "card_checkouts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "card_payments_order_idx" ON "card_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "card_refunds_order_idx" ON "card_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stripe_events_order_idx" ON "stripe_events" USING btree ("order_id");