DROP INDEX "channel_campaign_recipients_claim_idx";--> statement-breakpoint
ALTER TABLE "channel_campaign_recipients" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "channel_campaign_recipients" DROP COLUMN "message_id";--> statement-breakpoint
ALTER TABLE "channel_campaign_recipients" DROP COLUMN "claimed_at";