CREATE TABLE "operator_alerts" (
	"key" text PRIMARY KEY NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	"cleared_at" timestamp with time zone,
	"detail" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
