CREATE TABLE "payment_returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"order_id" text NOT NULL,
	"why" text NOT NULL,
	"payer" text NOT NULL,
	"amount" bigint NOT NULL,
	"transfer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_returns_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "payment_returns_why" CHECK ("payment_returns"."why" in ('late', 'double', 'overpaid', 'underpaid', 'unmatched'))
);
--> statement-breakpoint
ALTER TABLE "payment_returns" ADD CONSTRAINT "payment_returns_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_returns" ADD CONSTRAINT "payment_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_returns" ADD CONSTRAINT "payment_returns_transfer_id_chain_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."chain_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_returns_order_idx" ON "payment_returns" USING btree ("order_id");