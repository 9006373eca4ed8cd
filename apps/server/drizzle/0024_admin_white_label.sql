CREATE TABLE "admin_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"as_user_email" text,
	"action" text NOT NULL,
	"target" text,
	"ip" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "admin_alert_acks" (
	"alert_id" text PRIMARY KEY NOT NULL,
	"acknowledged_by" uuid,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_impersonations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"admin_id" uuid NOT NULL,
	"admin_email" text NOT NULL,
	"user_id" uuid NOT NULL,
	"user_email" text NOT NULL,
	"reason" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "admin_suspensions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"suspended_by" uuid,
	"suspended_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_security" (
	"id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wl_api_limits" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"limits" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wl_branding" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"logo_type" text,
	"logo_base64" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wl_commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reseller_id" uuid NOT NULL,
	"tenant_workspace_id" uuid NOT NULL,
	"source_ref" text NOT NULL,
	"sale_minor" bigint NOT NULL,
	"commission_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wl_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"host" text NOT NULL,
	"token" text NOT NULL,
	"txt_status" text DEFAULT 'pending' NOT NULL,
	"cname_status" text DEFAULT 'pending' NOT NULL,
	"verified_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wl_rate_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wl_rate_counters_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "wl_resellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"tier" text NOT NULL,
	"commission_bps" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wl_tenants" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"reseller_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_email" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_alert_acks" ADD CONSTRAINT "admin_alert_acks_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_impersonations" ADD CONSTRAINT "admin_impersonations_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_impersonations" ADD CONSTRAINT "admin_impersonations_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_impersonations" ADD CONSTRAINT "admin_impersonations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_suspensions" ADD CONSTRAINT "admin_suspensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_suspensions" ADD CONSTRAINT "admin_suspensions_suspended_by_users_id_fk" FOREIGN KEY ("suspended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_api_limits" ADD CONSTRAINT "wl_api_limits_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_branding" ADD CONSTRAINT "wl_branding_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_commissions" ADD CONSTRAINT "wl_commissions_reseller_id_wl_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."wl_resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_commissions" ADD CONSTRAINT "wl_commissions_tenant_workspace_id_workspaces_id_fk" FOREIGN KEY ("tenant_workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_domains" ADD CONSTRAINT "wl_domains_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_resellers" ADD CONSTRAINT "wl_resellers_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_tenants" ADD CONSTRAINT "wl_tenants_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_tenants" ADD CONSTRAINT "wl_tenants_reseller_id_wl_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."wl_resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wl_tenants" ADD CONSTRAINT "wl_tenants_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_access_log_at_idx" ON "admin_access_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "admin_access_log_action_idx" ON "admin_access_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "admin_impersonations_session_idx" ON "admin_impersonations" USING btree ("session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wl_commissions_source_uq" ON "wl_commissions" USING btree ("reseller_id","source_ref");--> statement-breakpoint
CREATE INDEX "wl_commissions_reseller_idx" ON "wl_commissions" USING btree ("reseller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wl_domains_host_uq" ON "wl_domains" USING btree ("host");--> statement-breakpoint
CREATE INDEX "wl_domains_workspace_idx" ON "wl_domains" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "wl_rate_counters_window_idx" ON "wl_rate_counters" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "wl_resellers_workspace_uq" ON "wl_resellers" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "wl_tenants_reseller_idx" ON "wl_tenants" USING btree ("reseller_id");