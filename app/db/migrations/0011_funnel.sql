CREATE TABLE "funnel_counts" (
	"day" date NOT NULL,
	"step" text NOT NULL,
	"route" text DEFAULT '' NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_counts_day_step_route_pk" PRIMARY KEY("day","step","route")
);
--> statement-breakpoint
CREATE TABLE "funnel_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funnel_visitors" (
	"day" date NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "funnel_visitors_day_hash_pk" PRIMARY KEY("day","hash")
);
