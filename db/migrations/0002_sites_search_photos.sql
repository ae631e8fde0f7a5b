CREATE TABLE "country_name" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dive_site_photo" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sizes" integer[] NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dive_site" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dive_site" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "dive_site" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "dive_site" ADD COLUMN "photo_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dive_site" ADD COLUMN "cover_photo" text;--> statement-breakpoint
ALTER TABLE "dive_site" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dive_site" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, "dive_site"."search_text")) STORED;--> statement-breakpoint
ALTER TABLE "dive_site" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dive_site" ADD COLUMN "region_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "dive_site_photo" ADD CONSTRAINT "dive_site_photo_site_id_dive_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dive_site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dive_site_photo_site_idx" ON "dive_site_photo" USING btree ("site_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "dive_site_photo_key_idx" ON "dive_site_photo" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "dive_site_search_vector_idx" ON "dive_site" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "dive_site_search_trgm_idx" ON "dive_site" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dive_site_region_trgm_idx" ON "dive_site" USING gin ("region_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dive_site_types_idx" ON "dive_site" USING gin ("site_types");--> statement-breakpoint
CREATE INDEX "dive_site_entry_idx" ON "dive_site" USING gin ("entry");--> statement-breakpoint
CREATE INDEX "dive_site_best_months_idx" ON "dive_site" USING gin ("best_months");--> statement-breakpoint
CREATE INDEX "dive_site_level_idx" ON "dive_site" USING btree ("level");--> statement-breakpoint
CREATE INDEX "dive_site_depth_max_idx" ON "dive_site" USING btree ("depth_max_m");--> statement-breakpoint
CREATE INDEX "dive_site_name_key_idx" ON "dive_site" USING btree ("name_key","id");--> statement-breakpoint
CREATE INDEX "dive_site_rating_idx" ON "dive_site" USING btree ("rating_average" desc nulls last,"rating_count" desc,"id");--> statement-breakpoint
CREATE INDEX "dive_site_created_by_idx" ON "dive_site" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "dive_site_point_idx" ON "dive_site" USING gist (point("lng", "lat"));