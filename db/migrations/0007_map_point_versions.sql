-- The map keeps each point layer (dive sites, dive centres) clustered in memory on every app server.
-- This trigger counts changes to a layer's table in app_meta ("map_points:<table>"), in the same
-- transaction as the change, so a server sees that its index is stale the moment the change is
-- visible. Only the columns a marker shows are watched: a new rating does not rebuild the map.
CREATE OR REPLACE FUNCTION map_points_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO app_meta (key, value, updated_at)
  VALUES ('map_points:' || TG_TABLE_NAME, jsonb_build_object('version', 1), now())
  ON CONFLICT (key) DO UPDATE
    SET value = jsonb_build_object('version', coalesce((app_meta.value ->> 'version')::bigint, 0) + 1),
        updated_at = now();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dive_site_map_points
  AFTER INSERT OR DELETE OR UPDATE OF name, lat, lng, status, country_code ON dive_site
  FOR EACH STATEMENT EXECUTE FUNCTION map_points_changed();
--> statement-breakpoint
CREATE TRIGGER dive_site_map_points_truncate AFTER TRUNCATE ON dive_site
  FOR EACH STATEMENT EXECUTE FUNCTION map_points_changed();
--> statement-breakpoint
-- Dive centres arrive in their own migration; the trigger is added here when that table exists.
DO $$
BEGIN
  IF to_regclass('dive_center') IS NOT NULL THEN
    CREATE TRIGGER dive_center_map_points
      AFTER INSERT OR DELETE OR UPDATE OF name, lat, lng, status, kind, country_code ON dive_center
      FOR EACH STATEMENT EXECUTE FUNCTION map_points_changed();
    CREATE TRIGGER dive_center_map_points_truncate AFTER TRUNCATE ON dive_center
      FOR EACH STATEMENT EXECUTE FUNCTION map_points_changed();
  END IF;
END
$$;
