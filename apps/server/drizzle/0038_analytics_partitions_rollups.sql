CREATE TABLE "analytics_device_daily" (
	"workspace_id" uuid NOT NULL,
	"day" date NOT NULL,
	"device" text NOT NULL,
	"os" text NOT NULL,
	"client" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_device_daily_pk" PRIMARY KEY("workspace_id","day","device","os","client")
);--> statement-breakpoint
CREATE TABLE "analytics_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"format" text NOT NULL,
	"days" integer NOT NULL,
	"language" text NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"file" "bytea",
	"size" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);--> statement-breakpoint
CREATE TABLE "analytics_geo_daily" (
	"workspace_id" uuid NOT NULL,
	"day" date NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	"human_opens" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"human_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_geo_daily_pk" PRIMARY KEY("workspace_id","day","country","city")
);--> statement-breakpoint
CREATE TABLE "analytics_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"retention_months" integer,
	"dropped_through" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "analytics_slots_daily" (
	"workspace_id" uuid NOT NULL,
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"human_opens" integer DEFAULT 0 NOT NULL,
	"human_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_slots_daily_pk" PRIMARY KEY("workspace_id","day","slot")
);--> statement-breakpoint
ALTER TABLE "analytics_device_daily" ADD CONSTRAINT "analytics_device_daily_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_exports" ADD CONSTRAINT "analytics_exports_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_geo_daily" ADD CONSTRAINT "analytics_geo_daily_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_slots_daily" ADD CONSTRAINT "analytics_slots_daily_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_exports_workspace_idx" ON "analytics_exports" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE INDEX "deliveries_opened_idx" ON "deliveries" USING btree ("opened_at") WHERE opened_at is not null;--> statement-breakpoint
CREATE INDEX "deliveries_first_open_idx" ON "deliveries" USING btree ("first_open_at") WHERE first_open_at is not null;--> statement-breakpoint
CREATE INDEX "deliveries_clicked_idx" ON "deliveries" USING btree ("clicked_at") WHERE clicked_at is not null;--> statement-breakpoint
CREATE INDEX "deliveries_contact_sent_idx" ON "deliveries" USING btree ("contact_id","sent_at") WHERE status = 'sent';--> statement-breakpoint
-- Hand-written (Drizzle has no syntax for partitioning): tracking_events becomes a table partitioned by UTC month of
-- occurred_at, with a default partition for a hit outside every month created; every existing row is copied, ids kept
-- (the sequence goes on), then the old table is dropped. The analytics module creates the months ahead from now on.
ALTER TABLE "tracking_events" RENAME TO "tracking_events_unpartitioned";--> statement-breakpoint
ALTER TABLE "tracking_events_unpartitioned" RENAME CONSTRAINT "tracking_events_pkey" TO "tracking_events_unpartitioned_pkey";--> statement-breakpoint
ALTER INDEX "tracking_events_campaign_idx" RENAME TO "tracking_events_unpartitioned_campaign_idx";--> statement-breakpoint
ALTER INDEX "tracking_events_delivery_idx" RENAME TO "tracking_events_unpartitioned_delivery_idx";--> statement-breakpoint
ALTER INDEX "tracking_events_workspace_time_idx" RENAME TO "tracking_events_unpartitioned_workspace_time_idx";--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigint DEFAULT nextval('tracking_events_id_seq'::regclass) NOT NULL,
	"delivery_id" bigint NOT NULL,
	"campaign_id" uuid,
	"workspace_id" uuid NOT NULL,
	"type" text NOT NULL,
	"url" text,
	"machine" boolean DEFAULT false NOT NULL,
	"device" text,
	"client" text,
	"os" text,
	"country" text,
	"city" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_events_pk" PRIMARY KEY("id","occurred_at")
) PARTITION BY RANGE ("occurred_at");--> statement-breakpoint
CREATE TABLE "tracking_events_default" PARTITION OF "tracking_events" DEFAULT;--> statement-breakpoint
DO $$
DECLARE m timestamptz;
BEGIN
  FOR m IN
    SELECT DISTINCT date_trunc('month', occurred_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' FROM "tracking_events_unpartitioned"
    UNION SELECT (date_trunc('month', now() AT TIME ZONE 'UTC') + k * interval '1 month') AT TIME ZONE 'UTC' FROM generate_series(0, 3) k
  LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF "tracking_events" FOR VALUES FROM (%L) TO (%L)',
      'tracking_events_' || to_char(m AT TIME ZONE 'UTC', 'YYYY_MM'), m, (m AT TIME ZONE 'UTC' + interval '1 month') AT TIME ZONE 'UTC');
  END LOOP;
END $$;--> statement-breakpoint
INSERT INTO "tracking_events" ("id", "delivery_id", "campaign_id", "workspace_id", "type", "url", "machine", "device", "client", "os", "country", "occurred_at")
SELECT "id", "delivery_id", "campaign_id", "workspace_id", "type", "url", "machine", "device", "client", "os", "country", "occurred_at" FROM "tracking_events_unpartitioned";--> statement-breakpoint
ALTER SEQUENCE "tracking_events_id_seq" OWNED BY "tracking_events"."id";--> statement-breakpoint
DROP TABLE "tracking_events_unpartitioned";--> statement-breakpoint
CREATE INDEX "tracking_events_campaign_idx" ON "tracking_events" USING btree ("campaign_id","type");--> statement-breakpoint
CREATE INDEX "tracking_events_delivery_idx" ON "tracking_events" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "tracking_events_workspace_time_idx" ON "tracking_events" USING btree ("workspace_id","occurred_at");--> statement-breakpoint
CREATE INDEX "tracking_events_time_brin" ON "tracking_events" USING brin ("occurred_at");
