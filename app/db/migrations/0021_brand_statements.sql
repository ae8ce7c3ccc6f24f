CREATE TABLE "brand_statements" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"as_of" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL
);
