ALTER TABLE "workspaces" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "workspaces_last_active_idx" ON "workspaces" USING btree ("last_active_at");--> statement-breakpoint
-- a workspace's last activity follows its sessions: new sessions move it forward; an update (a touch, a revocation, a
-- test moving a session back in time) sets it to the newest use of the workspace's sessions (sessions_workspace_used_idx)
CREATE FUNCTION sessions_workspace_active_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE workspaces w SET last_active_at = x.m
    FROM (SELECT workspace_id, max(last_used_at) m FROM new_sessions GROUP BY workspace_id) x
    WHERE w.id = x.workspace_id AND (w.last_active_at IS NULL OR w.last_active_at < x.m);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_workspace_active_insert AFTER INSERT ON sessions REFERENCING NEW TABLE AS new_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_workspace_active_insert();--> statement-breakpoint
CREATE FUNCTION sessions_workspace_active_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE workspaces w SET last_active_at = (SELECT max(s.last_used_at) FROM sessions s WHERE s.workspace_id = w.id)
    WHERE w.id IN (SELECT DISTINCT workspace_id FROM new_sessions);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_workspace_active_update AFTER UPDATE ON sessions REFERENCING NEW TABLE AS new_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_workspace_active_update();--> statement-breakpoint
UPDATE workspaces w SET last_active_at = x.m FROM (SELECT workspace_id, max(last_used_at) m FROM sessions GROUP BY workspace_id) x
  WHERE w.id = x.workspace_id;
