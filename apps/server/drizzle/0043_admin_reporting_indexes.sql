CREATE INDEX "sessions_last_used_idx" ON "sessions" USING btree ("last_used_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("email" || ' ' || "first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "deliveries_sent_at_idx" ON "deliveries" USING btree ("sent_at") WHERE status = 'sent';--> statement-breakpoint
CREATE INDEX "workspaces_name_trgm_idx" ON "workspaces" USING gin ("name" gin_trgm_ops);