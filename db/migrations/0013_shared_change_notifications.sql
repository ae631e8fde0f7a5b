-- App servers keep rows of these tables in memory (the map's cluster indexes, the country list of the
-- site filters). Any change to them notifies every server listening on 'diveatlas_changes', with the
-- table's name; PostgreSQL delivers it when the transaction commits, once per transaction and table.
-- See app/lib/change-feed.server.ts.
CREATE OR REPLACE FUNCTION notify_shared_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('diveatlas_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dive_site_shared_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dive_site
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shared_change();
--> statement-breakpoint
CREATE TRIGGER dive_center_shared_change
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON dive_center
  FOR EACH STATEMENT EXECUTE FUNCTION notify_shared_change();
