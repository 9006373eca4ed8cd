CREATE TABLE "automation_daily_counts" (
	"workspace_id" uuid NOT NULL,
	"day" text NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "automation_daily_counts_workspace_id_day_pk" PRIMARY KEY("workspace_id","day")
);
--> statement-breakpoint
CREATE TABLE "automation_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"type" text NOT NULL,
	"external_id" text NOT NULL,
	"amount_minor" bigint,
	"currency" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"contact_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error" text,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "automation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"entry_key" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"current_node" text,
	"iteration" integer DEFAULT 0 NOT NULL,
	"wake_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"exit_reason" text,
	"skip_overdue" boolean DEFAULT false NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "automation_settings" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"daily_max_runs" integer DEFAULT 10000 NOT NULL,
	"concurrent_workflows" integer DEFAULT 50 NOT NULL,
	"step_timeout_minutes" integer DEFAULT 30 NOT NULL,
	"retries" integer DEFAULT 3 NOT NULL,
	"time_zone" text DEFAULT 'Europe/Istanbul' NOT NULL,
	"quiet_start" integer,
	"quiet_end" integer,
	"frequency_cap_per_day" integer,
	"event_key_hash" text,
	"event_key_prefix" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_steps" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"node_id" text NOT NULL,
	"kind" text NOT NULL,
	"iteration" integer NOT NULL,
	"status" text NOT NULL,
	"detail" text,
	"attempts" integer DEFAULT 1 NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workflow_id" uuid NOT NULL,
	"workspace_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"graph" jsonb NOT NULL,
	"trigger_kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "automation_workflows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'Onboarding' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"draft" jsonb NOT NULL,
	"dirty" boolean DEFAULT true NOT NULL,
	"current_version_id" uuid,
	"entry_rule" text DEFAULT 'once' NOT NULL,
	"reentry_days" integer,
	"goal" text DEFAULT 'none' NOT NULL,
	"quiet_start" integer,
	"quiet_end" integer,
	"cursor" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "automation_events" ADD CONSTRAINT "automation_events_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_workflow_id_automation_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."automation_workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_version_id_automation_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."automation_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_settings" ADD CONSTRAINT "automation_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_steps" ADD CONSTRAINT "automation_steps_run_id_automation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."automation_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_versions" ADD CONSTRAINT "automation_versions_workflow_id_automation_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."automation_workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_workflows" ADD CONSTRAINT "automation_workflows_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "automation_events_external_uq" ON "automation_events" USING btree ("workspace_id","external_id");--> statement-breakpoint
CREATE INDEX "automation_events_contact_idx" ON "automation_events" USING btree ("workspace_id","contact_id","type","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "automation_outbox_key_uq" ON "automation_outbox" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "automation_outbox_due_idx" ON "automation_outbox" USING btree ("next_attempt_at") WHERE status in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "automation_outbox_workflow_idx" ON "automation_outbox" USING btree ("workflow_id","node_id");--> statement-breakpoint
CREATE UNIQUE INDEX "automation_runs_entry_uq" ON "automation_runs" USING btree ("workflow_id","contact_id","entry_key");--> statement-breakpoint
CREATE INDEX "automation_runs_due_idx" ON "automation_runs" USING btree ("wake_at") WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX "automation_runs_workspace_started_idx" ON "automation_runs" USING btree ("workspace_id","started_at");--> statement-breakpoint
CREATE INDEX "automation_runs_workflow_idx" ON "automation_runs" USING btree ("workflow_id","status");--> statement-breakpoint
CREATE INDEX "automation_runs_contact_idx" ON "automation_runs" USING btree ("workspace_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "automation_settings_event_key_uq" ON "automation_settings" USING btree ("event_key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "automation_steps_once_uq" ON "automation_steps" USING btree ("run_id","node_id","iteration");--> statement-breakpoint
CREATE INDEX "automation_steps_workspace_idx" ON "automation_steps" USING btree ("workspace_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "automation_versions_workflow_version_uq" ON "automation_versions" USING btree ("workflow_id","version");--> statement-breakpoint
CREATE INDEX "automation_workflows_workspace_idx" ON "automation_workflows" USING btree ("workspace_id","status");