ALTER TABLE "oauth_security" ADD COLUMN "device_verification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factor_challenges" ADD COLUMN "factor" text DEFAULT 'totp' NOT NULL;--> statement-breakpoint
ALTER TABLE "two_factor_challenges" ADD COLUMN "code_hash" text;