ALTER TABLE "dive_site" ADD COLUMN "dive_status" text;--> statement-breakpoint
ALTER TABLE "dive_site" ADD COLUMN "dive_status_since" text;--> statement-breakpoint
ALTER TABLE "dive_site" ADD CONSTRAINT "dive_site_dive_status_value" CHECK ("dive_site"."dive_status" is null or "dive_site"."dive_status" in ('open', 'closed', 'snorkel-only', 'cage-only', 'permit-required'));--> statement-breakpoint
ALTER TABLE "dive_site" ADD CONSTRAINT "dive_site_dive_status_since_format" CHECK ("dive_site"."dive_status_since" is null or "dive_site"."dive_status_since" ~ '^[0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?$');--> statement-breakpoint
-- The map's default view leaves out sites closed to scuba, so a change of status rebuilds it too.
DROP TRIGGER IF EXISTS dive_site_map_points ON dive_site;--> statement-breakpoint
CREATE TRIGGER dive_site_map_points
  AFTER INSERT OR DELETE OR UPDATE OF name, lat, lng, status, country_code, dive_status ON dive_site
  FOR EACH STATEMENT EXECUTE FUNCTION map_points_changed();
