ALTER TABLE "activities" ADD COLUMN "assigned_to" uuid;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- tasks logged before assignees existed are their authors'
UPDATE "activities" SET "assigned_to" = "user_id" WHERE "type" = 'task';