ALTER TABLE "contacts" DROP CONSTRAINT "contacts_workspace_id_workspaces_id_fk";
--> statement-breakpoint
DROP INDEX "contacts_tags_gin";--> statement-breakpoint
DROP INDEX "contacts_attributes_gin";--> statement-breakpoint
CREATE INDEX "contacts_tags_gin" ON "contacts" USING gin ("tags") WHERE "contacts"."tags" <> '{}'::text[];--> statement-breakpoint
CREATE INDEX "contacts_attributes_gin" ON "contacts" USING gin ("attributes" jsonb_path_ops) WHERE "contacts"."attributes" <> '{}'::jsonb;--> statement-breakpoint
-- contacts.workspace_id is enforced once per statement instead of once per row (the declared foreign key's per-row check
-- was about a quarter of an import's database time): a statement that inserts contacts of a missing workspace fails like a
-- foreign-key violation, the workspaces it inserts into are locked KEY SHARE like a foreign key locks them (a concurrent
-- delete of the workspace waits for the insert's transaction), a contact never moves to another workspace, and deleting a
-- workspace deletes its contacts.
CREATE FUNCTION contacts_workspace_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ws uuid;
BEGIN
  FOR ws IN SELECT DISTINCT workspace_id FROM new_contacts LOOP
    PERFORM 1 FROM workspaces WHERE id = ws FOR KEY SHARE;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'insert on table "contacts" violates its workspace reference: workspace % does not exist', ws
        USING ERRCODE = 'foreign_key_violation';
    END IF;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER contacts_workspace_insert AFTER INSERT ON contacts REFERENCING NEW TABLE AS new_contacts
  FOR EACH STATEMENT EXECUTE FUNCTION contacts_workspace_check();--> statement-breakpoint
CREATE FUNCTION contacts_workspace_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.workspace_id IS DISTINCT FROM OLD.workspace_id THEN
    RAISE EXCEPTION 'a contact cannot move to another workspace' USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER contacts_workspace_fixed BEFORE UPDATE OF workspace_id ON contacts
  FOR EACH ROW EXECUTE FUNCTION contacts_workspace_fixed();--> statement-breakpoint
CREATE FUNCTION workspaces_delete_contacts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM contacts c USING old_workspaces o WHERE c.workspace_id = o.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER workspaces_delete_contacts AFTER DELETE ON workspaces REFERENCING OLD TABLE AS old_workspaces
  FOR EACH STATEMENT EXECUTE FUNCTION workspaces_delete_contacts();
