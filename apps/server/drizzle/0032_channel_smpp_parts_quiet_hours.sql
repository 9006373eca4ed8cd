CREATE TABLE "admin_dnsbl_results" (
	"ip" text NOT NULL,
	"zone" text NOT NULL,
	"status" text NOT NULL,
	"answer" text,
	"reason" text,
	"error" text,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_dnsbl_results_pk" PRIMARY KEY("ip","zone")
);
--> statement-breakpoint
CREATE TABLE "platform_dnsbl" (
	"id" integer PRIMARY KEY NOT NULL,
	"zones" jsonb,
	"checked_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_message_parts" (
	"workspace_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"provider_id" text NOT NULL,
	"message_id" uuid NOT NULL,
	"part" integer NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"status_rank" integer DEFAULT 1 NOT NULL,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_message_parts_pk" PRIMARY KEY("workspace_id","channel","provider_id")
);
--> statement-breakpoint
ALTER TABLE "deliveries" ALTER COLUMN "campaign_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_events" ALTER COLUMN "campaign_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "automation_workflow_id" uuid;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "automation_run_id" uuid;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "automation_node_id" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "automation_iteration" integer;--> statement-breakpoint
ALTER TABLE "channel_campaigns" ADD COLUMN "deferred_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wl_domains" ADD COLUMN "ssl_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "wl_domains" ADD COLUMN "ssl_error" text;--> statement-breakpoint
ALTER TABLE "wl_domains" ADD COLUMN "ssl_detail" text;--> statement-breakpoint
ALTER TABLE "wl_domains" ADD COLUMN "ssl_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wl_domains" ADD COLUMN "ssl_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channel_message_parts" ADD CONSTRAINT "channel_message_parts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_message_parts" ADD CONSTRAINT "channel_message_parts_message_id_channel_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."channel_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_message_parts_message_idx" ON "channel_message_parts" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_automation_step_uq" ON "deliveries" USING btree ("automation_run_id","automation_node_id","automation_iteration") WHERE automation_run_id is not null;--> statement-breakpoint
CREATE INDEX "deliveries_automation_workflow_idx" ON "deliveries" USING btree ("automation_workflow_id","automation_node_id") WHERE automation_workflow_id is not null;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_source_ck" CHECK (campaign_id is not null or automation_run_id is not null);