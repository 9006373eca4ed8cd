CREATE TABLE "channel_campaign_recipients" (
	"campaign_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message_id" uuid,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "channel_campaign_recipients_pk" PRIMARY KEY("campaign_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "channel_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"body" text,
	"template" jsonb,
	"list_id" uuid,
	"segment_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "channel_campaign_recipients" ADD CONSTRAINT "channel_campaign_recipients_campaign_id_channel_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."channel_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_campaigns" ADD CONSTRAINT "channel_campaigns_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_campaign_recipients_claim_idx" ON "channel_campaign_recipients" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "channel_campaigns_workspace_created_idx" ON "channel_campaigns" USING btree ("workspace_id","created_at");