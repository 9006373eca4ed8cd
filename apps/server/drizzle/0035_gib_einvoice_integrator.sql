CREATE TABLE "gib_integrator_settings" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"endpoint" text NOT NULL,
	"username" text NOT NULL,
	"password_sealed" text,
	"sender_alias" text,
	"last_test_at" timestamp with time zone,
	"last_test_ok" boolean,
	"last_test_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gib_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"ettn" text NOT NULL,
	"gib_id" text NOT NULL,
	"profile" text NOT NULL,
	"invoice_type" text NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gib_integrator_settings" ADD CONSTRAINT "gib_integrator_settings_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gib_submissions" ADD CONSTRAINT "gib_submissions_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gib_submissions" ADD CONSTRAINT "gib_submissions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gib_submissions_invoice_uq" ON "gib_submissions" USING btree ("workspace_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gib_submissions_ettn_uq" ON "gib_submissions" USING btree ("workspace_id","ettn");--> statement-breakpoint
CREATE INDEX "gib_submissions_status_idx" ON "gib_submissions" USING btree ("status");