CREATE TYPE "public"."refund_request_status" AS ENUM('open', 'waiting_funds', 'approved', 'declined');--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"lines" jsonb NOT NULL,
	"whole_order" boolean NOT NULL,
	"asked_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" "refund_request_status" DEFAULT 'open' NOT NULL,
	"approved_cents" integer,
	"decline_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_requests_order_idx" ON "refund_requests" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_one_open_idx" ON "refund_requests" USING btree ("order_id") WHERE "refund_requests"."status" in ('open', 'waiting_funds');