CREATE TABLE "billing_invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"plan_type" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"amount_minor" integer NOT NULL,
	"credit_minor" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"payment_id" text NOT NULL,
	"billed_to" jsonb NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"refunded_at" timestamp with time zone,
	"refund_id" text,
	"refund_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_customer_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_brand" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_last4" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_exp_month" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_method_exp_year" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "renewal_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_number_uq" ON "billing_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_payment_uq" ON "billing_invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "billing_invoices_workspace_idx" ON "billing_invoices" USING btree ("workspace_id","paid_at");--> statement-breakpoint
CREATE INDEX "billing_invoices_paid_idx" ON "billing_invoices" USING btree ("paid_at");