CREATE TABLE "channel_usage" (
	"workspace_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"month" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "channel_usage_pk" PRIMARY KEY("workspace_id","channel","month")
);
--> statement-breakpoint
ALTER TABLE "channel_messages" ADD COLUMN "clicked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "channel_messages" ADD COLUMN "clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_usage" ADD CONSTRAINT "channel_usage_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;