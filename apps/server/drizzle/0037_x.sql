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
CREATE TABLE "analytics_device_daily" (
	"workspace_id" uuid NOT NULL,
	"day" date NOT NULL,
	"device" text NOT NULL,
	"os" text NOT NULL,
	"client" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_device_daily_pk" PRIMARY KEY("workspace_id","day","device","os","client")
);
--> statement-breakpoint
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
);
--> statement-breakpoint
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
);
--> statement-breakpoint
CREATE TABLE "analytics_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"retention_months" integer,
	"dropped_through" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_slots_daily" (
	"workspace_id" uuid NOT NULL,
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"human_opens" integer DEFAULT 0 NOT NULL,
	"human_clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_slots_daily_pk" PRIMARY KEY("workspace_id","day","slot")
);
--> statement-breakpoint
CREATE TABLE "passkeys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" text NOT NULL,
	"counter" bigint DEFAULT 0 NOT NULL,
	"transports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean DEFAULT false NOT NULL,
	"aaguid" text,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "two_factor_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"admin_id" uuid,
	"reason" text NOT NULL,
	"removed" jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webauthn_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenge" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid,
	"workspace_id" uuid,
	"pending_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
/* 
    Unfortunately in current drizzle-kit version we can't automatically get name for primary key.
    We are working on making it available!

    Meanwhile you can:
        1. Check pk name in your database, by running
            SELECT constraint_name FROM information_schema.table_constraints
            WHERE table_schema = 'public'
                AND table_name = 'tracking_events'
                AND constraint_type = 'PRIMARY KEY';
        2. Uncomment code below and paste pk name manually
        
    Hope to release this update as soon as possible
*/

-- ALTER TABLE "tracking_events" DROP CONSTRAINT "<constraint_name>";--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_pk" PRIMARY KEY("id","occurred_at");--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "analytics_device_daily" ADD CONSTRAINT "analytics_device_daily_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_exports" ADD CONSTRAINT "analytics_exports_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_geo_daily" ADD CONSTRAINT "analytics_geo_daily_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_slots_daily" ADD CONSTRAINT "analytics_slots_daily_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_resets" ADD CONSTRAINT "two_factor_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_resets" ADD CONSTRAINT "two_factor_resets_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_resets" ADD CONSTRAINT "two_factor_resets_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webauthn_challenges" ADD CONSTRAINT "webauthn_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webauthn_challenges" ADD CONSTRAINT "webauthn_challenges_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webauthn_challenges" ADD CONSTRAINT "webauthn_challenges_pending_id_two_factor_challenges_id_fk" FOREIGN KEY ("pending_id") REFERENCES "public"."two_factor_challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_processes_beat_idx" ON "platform_processes" USING btree ("beat_at");--> statement-breakpoint
CREATE INDEX "analytics_exports_workspace_idx" ON "analytics_exports" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "passkeys_credential_uq" ON "passkeys" USING btree ("credential_id");--> statement-breakpoint
CREATE INDEX "passkeys_user_idx" ON "passkeys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "passkeys_workspace_idx" ON "passkeys" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "two_factor_resets_user_idx" ON "two_factor_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factor_resets_workspace_idx" ON "two_factor_resets" USING btree ("workspace_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webauthn_challenges_challenge_uq" ON "webauthn_challenges" USING btree ("challenge");--> statement-breakpoint
CREATE INDEX "webauthn_challenges_user_idx" ON "webauthn_challenges" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "deliveries_opened_idx" ON "deliveries" USING btree ("opened_at") WHERE opened_at is not null;--> statement-breakpoint
CREATE INDEX "deliveries_first_open_idx" ON "deliveries" USING btree ("first_open_at") WHERE first_open_at is not null;--> statement-breakpoint
CREATE INDEX "deliveries_clicked_idx" ON "deliveries" USING btree ("clicked_at") WHERE clicked_at is not null;--> statement-breakpoint
CREATE INDEX "deliveries_contact_sent_idx" ON "deliveries" USING btree ("contact_id","sent_at") WHERE status = 'sent';--> statement-breakpoint
CREATE INDEX "tracking_events_time_brin" ON "tracking_events" USING brin ("occurred_at");