CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "contacts_workspace_created_idx";--> statement-breakpoint
DROP INDEX "leads_workspace_created_idx";--> statement-breakpoint
DROP INDEX "leads_workspace_status_idx";--> statement-breakpoint
DROP INDEX "leads_workspace_score_idx";--> statement-breakpoint
DROP INDEX "leads_workspace_value_idx";--> statement-breakpoint
DROP INDEX "leads_workspace_activity_idx";--> statement-breakpoint
CREATE INDEX "contacts_workspace_created_at_idx" ON "contacts" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contacts_workspace_last_name_idx" ON "contacts" USING btree ("workspace_id",coalesce("last_name", ''),"id");--> statement-breakpoint
CREATE INDEX "contacts_email_trgm_idx" ON "contacts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "leads_workspace_created_at_idx" ON "leads" USING btree ("workspace_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_workspace_status_created_idx" ON "leads" USING btree ("workspace_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_workspace_score_id_idx" ON "leads" USING btree ("workspace_id","score","id");--> statement-breakpoint
CREATE INDEX "leads_workspace_value_id_idx" ON "leads" USING btree ("workspace_id","value_minor","id");--> statement-breakpoint
CREATE INDEX "leads_workspace_last_activity_idx" ON "leads" USING btree ("workspace_id","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);