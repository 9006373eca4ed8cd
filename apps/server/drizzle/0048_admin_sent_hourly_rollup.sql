CREATE TABLE "admin_rollups" (
	"name" text PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_sent_hourly" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"sent" integer NOT NULL
);
