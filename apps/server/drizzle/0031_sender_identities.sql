CREATE TABLE "sender_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"domain_id" uuid NOT NULL,
	"from_name" text NOT NULL,
	"from_email" text NOT NULL,
	"reply_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "sender_identity_id" uuid;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "sending_domains" ADD COLUMN "checks" jsonb;--> statement-breakpoint
ALTER TABLE "sender_identities" ADD CONSTRAINT "sender_identities_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sender_identities" ADD CONSTRAINT "sender_identities_domain_id_sending_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."sending_domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sender_identities_workspace_email_idx" ON "sender_identities" USING btree ("workspace_id","from_email");--> statement-breakpoint
CREATE INDEX "sender_identities_domain_idx" ON "sender_identities" USING btree ("domain_id");--> statement-breakpoint
CREATE INDEX "sending_domains_checked_idx" ON "sending_domains" USING btree ("checked_at");