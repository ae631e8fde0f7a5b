CREATE TABLE "logbook_version" (
	"member_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "logbook_version" ADD CONSTRAINT "logbook_version_member_id_auth_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each change to what a member's log shows beside its list moves the member's version on (a missing
-- row is version 0). Only members still there are counted: when an account is deleted, its dives go
-- with it and its version row too. Rows are taken in order, so two writers never wait on each other
-- in a circle.
CREATE FUNCTION bump_logbook_versions(member_ids text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO logbook_version (member_id)
  SELECT DISTINCT m FROM unnest(member_ids) AS m WHERE EXISTS (SELECT 1 FROM auth_user u WHERE u.id = m) ORDER BY 1
  ON CONFLICT (member_id) DO UPDATE SET version = logbook_version.version + 1
$$;
--> statement-breakpoint
-- Dives written, changed or deleted: once per statement, for every member whose dives it touched.
CREATE FUNCTION dive_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_logbook_versions(ARRAY(SELECT member_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_logbook_versions(ARRAY(SELECT member_id FROM old_rows));
  ELSE
    PERFORM bump_logbook_versions(ARRAY(SELECT member_id FROM old_rows UNION SELECT member_id FROM new_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dive_logbook_version_insert AFTER INSERT ON dive REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dive_rows_changed();
--> statement-breakpoint
CREATE TRIGGER dive_logbook_version_update AFTER UPDATE ON dive REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dive_rows_changed();
--> statement-breakpoint
CREATE TRIGGER dive_logbook_version_delete AFTER DELETE ON dive REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dive_rows_changed();
--> statement-breakpoint
-- Buddies named on dives: the diver of each dive (a dive deleted with its buddies is counted above).
CREATE FUNCTION dive_buddy_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_logbook_versions(ARRAY(SELECT d.member_id FROM dive d WHERE d.id IN (SELECT dive_id FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_logbook_versions(ARRAY(SELECT d.member_id FROM dive d WHERE d.id IN (SELECT dive_id FROM old_rows)));
  ELSE
    PERFORM bump_logbook_versions(ARRAY(SELECT d.member_id FROM dive d WHERE d.id IN (SELECT dive_id FROM old_rows UNION SELECT dive_id FROM new_rows)));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dive_buddy_logbook_version_insert AFTER INSERT ON dive_buddy REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dive_buddy_rows_changed();
--> statement-breakpoint
CREATE TRIGGER dive_buddy_logbook_version_update AFTER UPDATE ON dive_buddy REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dive_buddy_rows_changed();
--> statement-breakpoint
CREATE TRIGGER dive_buddy_logbook_version_delete AFTER DELETE ON dive_buddy REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dive_buddy_rows_changed();
--> statement-breakpoint
-- A site renamed: every member who dived there (rare, and read through the site's index).
CREATE FUNCTION dive_site_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_logbook_versions(ARRAY(SELECT DISTINCT member_id FROM dive WHERE site_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dive_site_logbook_version AFTER UPDATE OF name ON dive_site FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION dive_site_renamed();
--> statement-breakpoint
-- A member renamed: every member who named them as a buddy.
CREATE FUNCTION buddy_member_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_logbook_versions(ARRAY(SELECT DISTINCT d.member_id FROM dive_buddy b JOIN dive d ON d.id = b.dive_id WHERE b.buddy_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER auth_user_logbook_version AFTER UPDATE OF first_name, last_name, member_id ON auth_user FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.member_id IS DISTINCT FROM NEW.member_id)
  EXECUTE FUNCTION buddy_member_renamed();
