CREATE TABLE "channel_campaign_batches" (
	"campaign_id" uuid NOT NULL,
	"n" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "channel_campaign_batches_pk" PRIMARY KEY("campaign_id","n")
);
--> statement-breakpoint
ALTER TABLE "channel_campaign_recipients" ADD COLUMN "seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "channel_messages" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "channel_campaign_batches" ADD CONSTRAINT "channel_campaign_batches_campaign_id_channel_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."channel_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_campaign_recipients_seq_idx" ON "channel_campaign_recipients" USING btree ("campaign_id","seq");--> statement-breakpoint
CREATE INDEX "channel_messages_campaign_idx" ON "channel_messages" USING btree ("campaign_id","contact_id") WHERE "channel_messages"."campaign_id" is not null;--> statement-breakpoint
UPDATE "channel_messages" m SET "campaign_id" = r."campaign_id" FROM "channel_campaign_recipients" r WHERE r."message_id" = m."id";--> statement-breakpoint
UPDATE "channel_campaign_recipients" r SET "seq" = x.seq FROM (SELECT "campaign_id", "contact_id", (row_number() OVER (PARTITION BY "campaign_id" ORDER BY "contact_id") - 1)::int AS seq FROM "channel_campaign_recipients") x WHERE x."campaign_id" = r."campaign_id" AND x."contact_id" = r."contact_id";--> statement-breakpoint
INSERT INTO "channel_campaign_batches" ("campaign_id", "n", "status", "claimed_at") SELECT r."campaign_id", r."seq" / 100, CASE WHEN bool_and(r."status" = 'done') THEN 'done' ELSE 'pending' END, CASE WHEN bool_or(r."claimed_at" IS NOT NULL) THEN now() - interval '1 day' END FROM "channel_campaign_recipients" r JOIN "channel_campaigns" c ON c."id" = r."campaign_id" WHERE c."status" <> 'draft' GROUP BY r."campaign_id", r."seq" / 100;
