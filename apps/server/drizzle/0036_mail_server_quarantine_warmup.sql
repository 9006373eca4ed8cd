ALTER TABLE "mail_servers" ADD COLUMN "quarantined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_servers" ADD COLUMN "quarantine_reason" text;--> statement-breakpoint
ALTER TABLE "mail_servers" ADD COLUMN "quarantine_zones" text[];--> statement-breakpoint
ALTER TABLE "mail_servers" ADD COLUMN "warmup_started_at" timestamp with time zone;