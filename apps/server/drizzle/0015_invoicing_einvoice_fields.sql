ALTER TABLE "company_settings" ADD COLUMN "endpoint_scheme" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "endpoint_id" text;--> statement-breakpoint
ALTER TABLE "invoice_customers" ADD COLUMN "endpoint_scheme" text;--> statement-breakpoint
ALTER TABLE "invoice_customers" ADD COLUMN "endpoint_id" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "exchange_rate_manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "buyer_reference" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "delivery_date" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_exemptions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "unit_price_e4" bigint;--> statement-breakpoint
UPDATE "invoice_lines" SET "unit_price_e4" = "unit_price_minor" * 100;--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "unit_price_e4" SET NOT NULL;
