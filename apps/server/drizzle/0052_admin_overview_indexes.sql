DROP INDEX "sessions_workspace_idx";--> statement-breakpoint
CREATE INDEX "sessions_workspace_used_idx" ON "sessions" USING btree ("workspace_id","last_used_at") INCLUDE ("created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_created_idx" ON "subscriptions" USING btree ("created_at","workspace_id");--> statement-breakpoint
CREATE INDEX "subscriptions_cancelled_idx" ON "subscriptions" USING btree ("cancelled_at") WHERE cancelled_at is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_period_start_idx" ON "subscriptions" USING btree ("current_period_start");--> statement-breakpoint
CREATE INDEX "subscriptions_plan_status_idx" ON "subscriptions" USING btree ("plan_type","status");