-- Followed map areas. btree_gist lets one GiST index hold an activity's point and its id, so an area's
-- newest activity is read in id order from the index.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "follow" DROP CONSTRAINT "follow_kind_value";--> statement-breakpoint
ALTER TABLE "follow" DROP CONSTRAINT "follow_one_target";--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "follow" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "follow" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "follow" ADD COLUMN "radius_km" integer;--> statement-breakpoint
ALTER TABLE "follow" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "follow" ADD COLUMN "area_box" "box";--> statement-breakpoint
CREATE INDEX "activity_point_idx" ON "activity" USING gist (point("lng", "lat"),"id") WHERE "activity"."lat" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_area_once" ON "follow" USING btree ("follower_id","lat","lng","radius_km") WHERE "follow"."kind" = 'area';--> statement-breakpoint
CREATE INDEX "follow_area_box_idx" ON "follow" USING gist ("area_box") WHERE "follow"."kind" = 'area';--> statement-breakpoint
ALTER TABLE "follow" ADD CONSTRAINT "follow_area_value" CHECK (("follow"."lat" is null and "follow"."lng" is null and "follow"."radius_km" is null and "follow"."label" is null and "follow"."area_box" is null)
        or ("follow"."lat" between -90 and 90 and "follow"."lng" between -180 and 180 and "follow"."radius_km" between 1 and 100 and "follow"."label" is not null and "follow"."area_box" is not null));--> statement-breakpoint
ALTER TABLE "follow" ADD CONSTRAINT "follow_kind_value" CHECK ("follow"."kind" in ('member', 'center', 'site', 'country', 'area'));--> statement-breakpoint
ALTER TABLE "follow" ADD CONSTRAINT "follow_one_target" CHECK (("follow"."kind" = 'member' and "follow"."member_id" is not null and "follow"."center_id" is null and "follow"."site_id" is null and "follow"."country_code" is null and "follow"."lat" is null)
        or ("follow"."kind" = 'center' and "follow"."center_id" is not null and "follow"."member_id" is null and "follow"."site_id" is null and "follow"."country_code" is null and "follow"."lat" is null)
        or ("follow"."kind" = 'site' and "follow"."site_id" is not null and "follow"."member_id" is null and "follow"."center_id" is null and "follow"."country_code" is null and "follow"."lat" is null)
        or ("follow"."kind" = 'country' and "follow"."country_code" is not null and "follow"."member_id" is null and "follow"."center_id" is null and "follow"."site_id" is null and "follow"."lat" is null)
        or ("follow"."kind" = 'area' and "follow"."lat" is not null and "follow"."member_id" is null and "follow"."center_id" is null and "follow"."site_id" is null and "follow"."country_code" is null));
--> statement-breakpoint
-- An activity's position is its site's, else its centre's, set whenever either is set (a dive moved to
-- another site moves its news with it).
CREATE FUNCTION activity_position() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT s.lat, s.lng INTO NEW.lat, NEW.lng FROM dive_site s WHERE s.id = NEW.site_id;
  IF NOT FOUND THEN
    SELECT c.lat, c.lng INTO NEW.lat, NEW.lng FROM dive_center c WHERE c.id = NEW.center_id;
    IF NOT FOUND THEN
      NEW.lat := NULL;
      NEW.lng := NULL;
    END IF;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER activity_position BEFORE INSERT OR UPDATE OF site_id, center_id ON activity FOR EACH ROW EXECUTE FUNCTION activity_position();
--> statement-breakpoint
UPDATE activity a SET lat = s.lat, lng = s.lng FROM dive_site s WHERE s.id = a.site_id;
--> statement-breakpoint
UPDATE activity a SET lat = c.lat, lng = c.lng FROM dive_center c WHERE a.site_id IS NULL AND c.id = a.center_id;
