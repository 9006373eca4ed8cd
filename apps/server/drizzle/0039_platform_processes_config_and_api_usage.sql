CREATE TABLE "platform_config" (
	"id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_processes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"version" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"beat_at" timestamp with time zone NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"rss_mb" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wl_data_usage" (
	"workspace_id" uuid NOT NULL,
	"month" text NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "wl_data_usage_pk" PRIMARY KEY("workspace_id","month")
);
--> statement-breakpoint
CREATE TABLE "wl_inflight" (
	"process_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"count" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wl_inflight_pk" PRIMARY KEY("process_id","workspace_id")
);
--> statement-breakpoint
ALTER TABLE "wl_commissions" ADD COLUMN "kind" text DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "wl_commissions" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "wl_commissions" ADD COLUMN "occurred_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "wl_data_usage" ADD CONSTRAINT "wl_data_usage_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_processes_beat_idx" ON "platform_processes" USING btree ("beat_at");--> statement-breakpoint
CREATE INDEX "wl_inflight_workspace_idx" ON "wl_inflight" USING btree ("workspace_id");--> statement-breakpoint
UPDATE "wl_commissions" SET "occurred_at" = "created_at";--> statement-breakpoint
ALTER TABLE "wl_rate_counters" SET UNLOGGED;--> statement-breakpoint
ALTER TABLE "wl_inflight" SET UNLOGGED;
