CREATE TABLE "invoice_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"mime" text NOT NULL,
	"description" text,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "tax_minor" bigint;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "seller_item_id" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "standard_item_id" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "standard_item_scheme" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "classifications" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "withholding_code" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "withholding_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "withholding_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "excise_code" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "excise_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "excise_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "type_code" text DEFAULT '380' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "preceding_invoice_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "invoicing_period_start" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "invoicing_period_end" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "contract_reference" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "project_reference" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "charges" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "charge_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "excise_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "withholding_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "stopaj_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "stopaj_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_means" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tr_profile" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tr_invoice_type" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tr_exemption_code" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tr_exemption_reason" text;--> statement-breakpoint
ALTER TABLE "invoice_attachments" ADD CONSTRAINT "invoice_attachments_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_attachments" ADD CONSTRAINT "invoice_attachments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_attachments_invoice_idx" ON "invoice_attachments" USING btree ("workspace_id","invoice_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_preceding_idx" ON "invoices" USING btree ("preceding_invoice_id");