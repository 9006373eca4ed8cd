ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- accounts made before this column proved their address (a mailed sign-up code, an invitation, a provider or the configured admin)
UPDATE "users" SET "email_verified_at" = "created_at";
