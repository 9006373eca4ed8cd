ALTER TABLE "subscriptions" ADD COLUMN "pending_plan_type" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_payment_id" text;