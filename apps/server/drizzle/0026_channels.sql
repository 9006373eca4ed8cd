CREATE TABLE "channel_addresses" (
	"workspace_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"address" text NOT NULL,
	"contact_id" uuid,
	"consent" text,
	"consent_source" text,
	"consent_at" timestamp with time zone,
	"last_inbound_at" timestamp with time zone,
	"name" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_addresses_pk" PRIMARY KEY("workspace_id","channel","address")
);
--> statement-breakpoint
CREATE TABLE "channel_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets" text NOT NULL,
	"hook_token" text NOT NULL,
	"state" text DEFAULT 'connected' NOT NULL,
	"last_error" text,
	"last_tested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_events" (
	"workspace_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"external_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_events_pk" PRIMARY KEY("workspace_id","channel","kind","external_id")
);
--> statement-breakpoint
CREATE TABLE "channel_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"contact_id" uuid,
	"to_address" text NOT NULL,
	"body" text,
	"template" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"status_rank" integer DEFAULT 0 NOT NULL,
	"provider_id" text,
	"segments" integer DEFAULT 0 NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"contact_id" uuid,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_addresses" ADD CONSTRAINT "channel_addresses_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_configs" ADD CONSTRAINT "channel_configs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_events" ADD CONSTRAINT "channel_events_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_messages" ADD CONSTRAINT "channel_messages_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_addresses_contact_idx" ON "channel_addresses" USING btree ("workspace_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_configs_workspace_channel_uq" ON "channel_configs" USING btree ("workspace_id","channel");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_configs_hook_token_uq" ON "channel_configs" USING btree ("hook_token");--> statement-breakpoint
CREATE INDEX "channel_messages_workspace_created_idx" ON "channel_messages" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_messages_provider_uq" ON "channel_messages" USING btree ("workspace_id","channel","provider_id") WHERE "channel_messages"."provider_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_messages_idempotency_uq" ON "channel_messages" USING btree ("workspace_id","idempotency_key") WHERE "channel_messages"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_workspace_endpoint_uq" ON "push_subscriptions" USING btree ("workspace_id","endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_contact_idx" ON "push_subscriptions" USING btree ("workspace_id","contact_id");