CREATE TABLE "shipment_trackers" (
	"order_id" text PRIMARY KEY NOT NULL,
	"tracker_id" text NOT NULL,
	"status" text NOT NULL,
	"est_delivery_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_trackers_tracker_id_unique" UNIQUE("tracker_id")
);
--> statement-breakpoint
ALTER TABLE "shipment_trackers" ADD CONSTRAINT "shipment_trackers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;