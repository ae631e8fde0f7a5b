CREATE TABLE "dive_site_edit" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"author_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"base_version" integer NOT NULL,
	"changed_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"proposed" jsonb NOT NULL,
	"source" jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reason" text,
	"revision_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dive_site_edit_status_value" CHECK ("dive_site_edit"."status" in ('pending', 'published', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "dive_site_revision" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"version" integer NOT NULL,
	"author_id" text,
	"kind" text NOT NULL,
	"changed_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"facts" jsonb NOT NULL,
	"source" jsonb,
	"edit_id" integer,
	"reverted_to" integer,
	"photos_added" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dive_site_revision_kind_value" CHECK ("dive_site_revision"."kind" in ('seed', 'create', 'edit', 'suggestion', 'trusted', 'revert'))
);
--> statement-breakpoint
ALTER TABLE "dive_site_report" DROP CONSTRAINT "dive_site_report_status_value";--> statement-breakpoint
ALTER TABLE "dive_site" ADD COLUMN "notice" jsonb;--> statement-breakpoint
ALTER TABLE "dive_site" ADD COLUMN "position_precision_m" integer;--> statement-breakpoint
ALTER TABLE "dive_site" ADD COLUMN "fact_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "dive_site" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "dive_site" ADD COLUMN "reported_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "dive_site" ADD COLUMN "reported_months" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "dive_site" ADD COLUMN "reported_depth_max_m" double precision;--> statement-breakpoint
ALTER TABLE "dive_site" ADD COLUMN "reported_conditions" jsonb;--> statement-breakpoint
ALTER TABLE "dive_site_review" ADD COLUMN "max_depth_m" double precision;--> statement-breakpoint
ALTER TABLE "dive_site_report" ADD COLUMN "fix_note" text;--> statement-breakpoint
ALTER TABLE "dive_site_report" ADD COLUMN "fix_revision_id" integer;--> statement-breakpoint
ALTER TABLE "dive_site_edit" ADD CONSTRAINT "dive_site_edit_site_id_dive_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dive_site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_site_edit" ADD CONSTRAINT "dive_site_edit_author_id_auth_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_site_edit" ADD CONSTRAINT "dive_site_edit_decided_by_auth_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_site_edit" ADD CONSTRAINT "dive_site_edit_revision_id_dive_site_revision_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."dive_site_revision"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_site_revision" ADD CONSTRAINT "dive_site_revision_site_id_dive_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dive_site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_site_revision" ADD CONSTRAINT "dive_site_revision_author_id_auth_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dive_site_edit_status_idx" ON "dive_site_edit" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "dive_site_edit_site_idx" ON "dive_site_edit" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "dive_site_edit_author_idx" ON "dive_site_edit" USING btree ("author_id","decided_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dive_site_revision_version_idx" ON "dive_site_revision" USING btree ("site_id","version");--> statement-breakpoint
ALTER TABLE "dive_site_report" ADD CONSTRAINT "dive_site_report_fix_revision_id_dive_site_revision_id_fk" FOREIGN KEY ("fix_revision_id") REFERENCES "public"."dive_site_revision"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dive_site_reported_months_idx" ON "dive_site" USING gin ("reported_months");--> statement-breakpoint
CREATE INDEX "dive_site_reported_depth_idx" ON "dive_site" USING btree ("reported_depth_max_m");--> statement-breakpoint
ALTER TABLE "dive_site_report" ADD CONSTRAINT "dive_site_report_status_value" CHECK ("dive_site_report"."status" in ('open', 'resolved', 'dismissed', 'fixed'));--> statement-breakpoint
-- Every site gets its first revision, so its history starts with the facts it has today.
INSERT INTO "dive_site_revision" ("site_id", "version", "author_id", "kind", "changed_fields", "facts", "created_at")
SELECT s.id, 1, s.created_by, CASE WHEN s.is_seed THEN 'seed' ELSE 'create' END, '{}'::text[],
  jsonb_build_object(
    'name', s.name, 'aliases', to_jsonb(s.aliases), 'countryCode', s.country_code, 'region', s.region,
    'lat', s.lat, 'lng', s.lng, 'positionPrecisionM', s.position_precision_m, 'siteTypes', to_jsonb(s.site_types),
    'depthMinM', s.depth_min_m, 'depthMaxM', s.depth_max_m, 'level', s.level, 'entry', to_jsonb(s.entry),
    'current', s.current, 'visibilityMinM', s.visibility_min_m, 'visibilityMaxM', s.visibility_max_m,
    'waterTempByMonth', s.water_temp_by_month, 'bestMonths', to_jsonb(s.best_months), 'marineLife', to_jsonb(s.marine_life),
    'hazards', to_jsonb(s.hazards), 'accessNotes', s.access_notes, 'description', s.description, 'notice', s.notice,
    'factSources', s.fact_sources),
  s.created_at
FROM "dive_site" s;
--> statement-breakpoint
-- Retired country codes (the old pickers offered them beside the current ones) become the current
-- code the picker showed the same name for: United Kingdom UK -> GB, Germany DD -> DE, Serbia CS and
-- YU -> RS, and so on.
CREATE TEMPORARY TABLE "retired_country_code" ("old" text PRIMARY KEY, "new" text NOT NULL);
--> statement-breakpoint
INSERT INTO "retired_country_code" VALUES ('AN', 'CW'), ('BU', 'MM'), ('CS', 'RS'), ('DD', 'DE'), ('DY', 'BJ'), ('FX', 'FR'),
  ('HV', 'BF'), ('NH', 'VU'), ('RH', 'ZW'), ('SU', 'RU'), ('TP', 'TL'), ('UK', 'GB'), ('VD', 'VN'), ('YD', 'YE'), ('YU', 'RS'), ('ZR', 'CD');
--> statement-breakpoint
UPDATE "dive_site" SET "country_code" = r."new" FROM "retired_country_code" r WHERE "dive_site"."country_code" = r."old";
--> statement-breakpoint
UPDATE "dive_center" SET "country_code" = r."new" FROM "retired_country_code" r WHERE "dive_center"."country_code" = r."old";
--> statement-breakpoint
UPDATE "member_profile" SET "country_code" = r."new" FROM "retired_country_code" r WHERE "member_profile"."country_code" = r."old";
--> statement-breakpoint
DROP TABLE "retired_country_code";
