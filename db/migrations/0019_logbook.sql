CREATE TABLE "dive_buddy" (
	"id" serial PRIMARY KEY NOT NULL,
	"dive_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text,
	"buddy_id" text,
	"status" text NOT NULL,
	"asked_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"copied_dive_id" integer,
	CONSTRAINT "dive_buddy_status_value" CHECK ("dive_buddy"."status" in ('named', 'pending', 'confirmed')),
	CONSTRAINT "dive_buddy_who" CHECK (("dive_buddy"."buddy_id" is null and "dive_buddy"."name" is not null and "dive_buddy"."status" = 'named') or ("dive_buddy"."buddy_id" is not null and "dive_buddy"."status" in ('pending', 'confirmed')))
);
--> statement-breakpoint
CREATE TABLE "dive_cylinder" (
	"dive_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"description" text,
	"size_l" double precision,
	"work_pressure_bar" double precision,
	"start_pressure_bar" double precision,
	"end_pressure_bar" double precision,
	"o2_percent" double precision DEFAULT 21 NOT NULL,
	"he_percent" double precision DEFAULT 0 NOT NULL,
	"use" text DEFAULT 'open-circuit' NOT NULL,
	CONSTRAINT "dive_cylinder_dive_id_position_pk" PRIMARY KEY("dive_id","position"),
	CONSTRAINT "dive_cylinder_position_range" CHECK ("dive_cylinder"."position" between 0 and 31),
	CONSTRAINT "dive_cylinder_size_range" CHECK ("dive_cylinder"."size_l" > 0 and "dive_cylinder"."size_l" <= 100),
	CONSTRAINT "dive_cylinder_work_pressure_range" CHECK ("dive_cylinder"."work_pressure_bar" > 0 and "dive_cylinder"."work_pressure_bar" <= 500),
	CONSTRAINT "dive_cylinder_start_pressure_range" CHECK ("dive_cylinder"."start_pressure_bar" between 0 and 500),
	CONSTRAINT "dive_cylinder_end_pressure_range" CHECK ("dive_cylinder"."end_pressure_bar" between 0 and 500),
	CONSTRAINT "dive_cylinder_gas_range" CHECK ("dive_cylinder"."o2_percent" between 1 and 100 and "dive_cylinder"."he_percent" between 0 and 99 and "dive_cylinder"."o2_percent" + "dive_cylinder"."he_percent" <= 100),
	CONSTRAINT "dive_cylinder_use_value" CHECK ("dive_cylinder"."use" in ('open-circuit', 'diluent', 'oxygen'))
);
--> statement-breakpoint
CREATE TABLE "dive_gas_switch" (
	"dive_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"time_s" integer NOT NULL,
	"cylinder_position" smallint,
	"o2_percent" double precision NOT NULL,
	"he_percent" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "dive_gas_switch_dive_id_position_pk" PRIMARY KEY("dive_id","position"),
	CONSTRAINT "dive_gas_switch_time_range" CHECK ("dive_gas_switch"."time_s" between 0 and 172800),
	CONSTRAINT "dive_gas_switch_gas_range" CHECK ("dive_gas_switch"."o2_percent" between 1 and 100 and "dive_gas_switch"."he_percent" between 0 and 99 and "dive_gas_switch"."o2_percent" + "dive_gas_switch"."he_percent" <= 100)
);
--> statement-breakpoint
CREATE TABLE "dive_photo" (
	"id" serial PRIMARY KEY NOT NULL,
	"dive_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sizes" integer[] NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"caption" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dive_profile" (
	"dive_id" integer PRIMARY KEY NOT NULL,
	"samples" "bytea" NOT NULL,
	"sample_count" integer NOT NULL,
	"events" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"surface_pressure_bar" double precision,
	"water_density" double precision,
	CONSTRAINT "dive_profile_sample_count_range" CHECK ("dive_profile"."sample_count" between 0 and 200000)
);
--> statement-breakpoint
CREATE TABLE "dive" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"number" integer NOT NULL,
	"start_local" timestamp NOT NULL,
	"utc_offset_minutes" smallint,
	"offset_source" text DEFAULT 'none' NOT NULL,
	"duration_s" integer,
	"max_depth_m" double precision,
	"mean_depth_m" double precision,
	"water_temp_c" double precision,
	"air_temp_c" double precision,
	"visibility_m" double precision,
	"visibility_rating" smallint,
	"current" text,
	"entry" text,
	"mode" text DEFAULT 'open-circuit' NOT NULL,
	"suit" text,
	"weight_kg" double precision,
	"site_id" integer,
	"place_name" text,
	"place_lat" double precision,
	"place_lng" double precision,
	"place_edit_id" integer,
	"country_code" text,
	"center_id" integer,
	"trip_id" integer,
	"trip_label" text,
	"guide" text,
	"notes" text,
	"rating" double precision,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"privacy" text NOT NULL,
	"origin" text DEFAULT 'manual' NOT NULL,
	"source_format" text,
	"source_file" text,
	"computer_model" text,
	"computer_serial" text,
	"computer_firmware" text,
	"computer_dive_number" text,
	"copied_from_dive_id" integer,
	"is_demo" boolean DEFAULT false NOT NULL,
	"seed_key" text,
	"in_site_figures" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dive_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "dive_number_range" CHECK ("dive"."number" between 1 and 1000000),
	CONSTRAINT "dive_privacy_value" CHECK ("dive"."privacy" in ('public', 'buddies', 'private')),
	CONSTRAINT "dive_origin_value" CHECK ("dive"."origin" in ('manual', 'import', 'copy', 'demo')),
	CONSTRAINT "dive_mode_value" CHECK ("dive"."mode" in ('open-circuit', 'ccr', 'scr', 'freedive', 'gauge')),
	CONSTRAINT "dive_start_range" CHECK ("dive"."start_local" >= '1940-01-01' and "dive"."start_local" < '2200-01-01'),
	CONSTRAINT "dive_offset_range" CHECK ("dive"."utc_offset_minutes" between -840 and 840),
	CONSTRAINT "dive_duration_range" CHECK ("dive"."duration_s" between 0 and 172800),
	CONSTRAINT "dive_max_depth_range" CHECK ("dive"."max_depth_m" between 0 and 700),
	CONSTRAINT "dive_mean_depth_range" CHECK ("dive"."mean_depth_m" between 0 and 700),
	CONSTRAINT "dive_water_temp_range" CHECK ("dive"."water_temp_c" between -5 and 50),
	CONSTRAINT "dive_air_temp_range" CHECK ("dive"."air_temp_c" between -60 and 60),
	CONSTRAINT "dive_visibility_range" CHECK ("dive"."visibility_m" between 0 and 200),
	CONSTRAINT "dive_visibility_rating_range" CHECK ("dive"."visibility_rating" between 1 and 5),
	CONSTRAINT "dive_weight_range" CHECK ("dive"."weight_kg" between 0 and 100),
	CONSTRAINT "dive_rating_range" CHECK ("dive"."rating" between 0 and 5),
	CONSTRAINT "dive_place_lat_range" CHECK ("dive"."place_lat" between -90 and 90),
	CONSTRAINT "dive_place_lng_range" CHECK ("dive"."place_lng" between -180 and 180),
	CONSTRAINT "dive_place_position_pair" CHECK (("dive"."place_lat" is null) = ("dive"."place_lng" is null))
);
--> statement-breakpoint
CREATE TABLE "logbook_csv_mapping" (
	"member_id" text NOT NULL,
	"header_key" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logbook_csv_mapping_member_id_header_key_pk" PRIMARY KEY("member_id","header_key")
);
--> statement-breakpoint
CREATE TABLE "logbook_import_dive" (
	"import_id" integer NOT NULL,
	"position" integer NOT NULL,
	"file_index" smallint NOT NULL,
	"start_local" timestamp NOT NULL,
	"dive" jsonb NOT NULL,
	"samples" "bytea",
	"sample_count" integer DEFAULT 0 NOT NULL,
	"matched_site_id" integer,
	"site_match" text,
	"duplicate_of_dive_id" integer,
	"duplicate_reason" text,
	"choice" text DEFAULT 'save' NOT NULL,
	"saved_dive_id" integer,
	CONSTRAINT "logbook_import_dive_import_id_position_pk" PRIMARY KEY("import_id","position"),
	CONSTRAINT "logbook_import_dive_choice_value" CHECK ("logbook_import_dive"."choice" in ('save', 'skip')),
	CONSTRAINT "logbook_import_dive_site_match_value" CHECK ("logbook_import_dive"."site_match" in ('position', 'name')),
	CONSTRAINT "logbook_import_dive_duplicate_value" CHECK ("logbook_import_dive"."duplicate_reason" in ('start', 'computer-number'))
);
--> statement-breakpoint
CREATE TABLE "logbook_import" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"status" text DEFAULT 'reading' NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bytes_total" integer DEFAULT 0 NOT NULL,
	"bytes_read" integer DEFAULT 0 NOT NULL,
	"dives_found" integer DEFAULT 0 NOT NULL,
	"dives_saved" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "logbook_import_status_value" CHECK ("logbook_import"."status" in ('reading', 'ready', 'saving', 'saved', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "logbook_settings" (
	"member_id" text PRIMARY KEY NOT NULL,
	"default_privacy" text DEFAULT 'private' NOT NULL,
	"count_private_in_figures" boolean DEFAULT true NOT NULL,
	"gf_low_percent" smallint DEFAULT 30 NOT NULL,
	"gf_high_percent" smallint DEFAULT 75 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logbook_settings_privacy_value" CHECK ("logbook_settings"."default_privacy" in ('public', 'buddies', 'private')),
	CONSTRAINT "logbook_settings_gf_range" CHECK ("logbook_settings"."gf_low_percent" between 5 and 100 and "logbook_settings"."gf_high_percent" between 5 and 100 and "logbook_settings"."gf_low_percent" <= "logbook_settings"."gf_high_percent")
);
--> statement-breakpoint
CREATE TABLE "site_dive_figure_count" (
	"site_id" integer NOT NULL,
	"measure" text NOT NULL,
	"month" smallint NOT NULL,
	"value" integer NOT NULL,
	"dives" integer NOT NULL,
	CONSTRAINT "site_dive_figure_count_site_id_measure_month_value_pk" PRIMARY KEY("site_id","measure","month","value"),
	CONSTRAINT "site_dive_figure_count_measure_value" CHECK ("site_dive_figure_count"."measure" in ('water-temp', 'visibility', 'current')),
	CONSTRAINT "site_dive_figure_count_month_range" CHECK ("site_dive_figure_count"."month" between 1 and 12),
	CONSTRAINT "site_dive_figure_count_dives_positive" CHECK ("site_dive_figure_count"."dives" >= 0)
);
--> statement-breakpoint
CREATE TABLE "site_dive_figure" (
	"site_id" integer NOT NULL,
	"measure" text NOT NULL,
	"month" smallint NOT NULL,
	"min" double precision NOT NULL,
	"median" double precision NOT NULL,
	"max" double precision NOT NULL,
	"dives" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_dive_figure_site_id_measure_month_pk" PRIMARY KEY("site_id","measure","month"),
	CONSTRAINT "site_dive_figure_measure_value" CHECK ("site_dive_figure"."measure" in ('water-temp', 'visibility', 'current')),
	CONSTRAINT "site_dive_figure_month_range" CHECK ("site_dive_figure"."month" between 0 and 12)
);
--> statement-breakpoint
ALTER TABLE "dive_site_edit" ALTER COLUMN "site_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dive_site_edit" ADD COLUMN "kind" text DEFAULT 'edit' NOT NULL;--> statement-breakpoint
ALTER TABLE "dive_buddy" ADD CONSTRAINT "dive_buddy_dive_id_dive_id_fk" FOREIGN KEY ("dive_id") REFERENCES "public"."dive"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_buddy" ADD CONSTRAINT "dive_buddy_buddy_id_auth_user_id_fk" FOREIGN KEY ("buddy_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_buddy" ADD CONSTRAINT "dive_buddy_copied_dive_id_dive_id_fk" FOREIGN KEY ("copied_dive_id") REFERENCES "public"."dive"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_cylinder" ADD CONSTRAINT "dive_cylinder_dive_id_dive_id_fk" FOREIGN KEY ("dive_id") REFERENCES "public"."dive"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_gas_switch" ADD CONSTRAINT "dive_gas_switch_dive_id_dive_id_fk" FOREIGN KEY ("dive_id") REFERENCES "public"."dive"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_photo" ADD CONSTRAINT "dive_photo_dive_id_dive_id_fk" FOREIGN KEY ("dive_id") REFERENCES "public"."dive"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_profile" ADD CONSTRAINT "dive_profile_dive_id_dive_id_fk" FOREIGN KEY ("dive_id") REFERENCES "public"."dive"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive" ADD CONSTRAINT "dive_member_id_auth_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive" ADD CONSTRAINT "dive_site_id_dive_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dive_site"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive" ADD CONSTRAINT "dive_place_edit_id_dive_site_edit_id_fk" FOREIGN KEY ("place_edit_id") REFERENCES "public"."dive_site_edit"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive" ADD CONSTRAINT "dive_center_id_dive_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."dive_center"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive" ADD CONSTRAINT "dive_trip_id_trip_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trip"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive" ADD CONSTRAINT "dive_copied_from_dive_id_dive_id_fk" FOREIGN KEY ("copied_from_dive_id") REFERENCES "public"."dive"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_csv_mapping" ADD CONSTRAINT "logbook_csv_mapping_member_id_auth_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_import_dive" ADD CONSTRAINT "logbook_import_dive_import_id_logbook_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."logbook_import"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_import_dive" ADD CONSTRAINT "logbook_import_dive_matched_site_id_dive_site_id_fk" FOREIGN KEY ("matched_site_id") REFERENCES "public"."dive_site"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_import_dive" ADD CONSTRAINT "logbook_import_dive_duplicate_of_dive_id_dive_id_fk" FOREIGN KEY ("duplicate_of_dive_id") REFERENCES "public"."dive"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_import_dive" ADD CONSTRAINT "logbook_import_dive_saved_dive_id_dive_id_fk" FOREIGN KEY ("saved_dive_id") REFERENCES "public"."dive"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_import" ADD CONSTRAINT "logbook_import_member_id_auth_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_settings" ADD CONSTRAINT "logbook_settings_member_id_auth_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_dive_figure_count" ADD CONSTRAINT "site_dive_figure_count_site_id_dive_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dive_site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_dive_figure" ADD CONSTRAINT "site_dive_figure_site_id_dive_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dive_site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dive_buddy_dive_idx" ON "dive_buddy" USING btree ("dive_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "dive_buddy_member_key" ON "dive_buddy" USING btree ("dive_id","buddy_id") WHERE "dive_buddy"."buddy_id" is not null;--> statement-breakpoint
CREATE INDEX "dive_buddy_member_idx" ON "dive_buddy" USING btree ("buddy_id","status") WHERE "dive_buddy"."buddy_id" is not null;--> statement-breakpoint
CREATE INDEX "dive_photo_dive_idx" ON "dive_photo" USING btree ("dive_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "dive_photo_key_idx" ON "dive_photo" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "dive_member_number_key" ON "dive" USING btree ("member_id","number");--> statement-breakpoint
CREATE INDEX "dive_member_start_idx" ON "dive" USING btree ("member_id","start_local","id");--> statement-breakpoint
CREATE INDEX "dive_site_privacy_start_idx" ON "dive" USING btree ("site_id","privacy","start_local");--> statement-breakpoint
CREATE INDEX "dive_member_computer_idx" ON "dive" USING btree ("member_id","computer_serial","computer_dive_number") WHERE "dive"."computer_dive_number" is not null;--> statement-breakpoint
CREATE INDEX "dive_place_edit_idx" ON "dive" USING btree ("place_edit_id") WHERE "dive"."place_edit_id" is not null;--> statement-breakpoint
CREATE INDEX "dive_center_idx" ON "dive" USING btree ("center_id") WHERE "dive"."center_id" is not null;--> statement-breakpoint
CREATE INDEX "dive_trip_idx" ON "dive" USING btree ("trip_id") WHERE "dive"."trip_id" is not null;--> statement-breakpoint
CREATE INDEX "dive_copied_from_idx" ON "dive" USING btree ("copied_from_dive_id") WHERE "dive"."copied_from_dive_id" is not null;--> statement-breakpoint
CREATE INDEX "logbook_import_member_idx" ON "logbook_import" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "logbook_import_expiry_idx" ON "logbook_import" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "dive_site_edit" ADD CONSTRAINT "dive_site_edit_kind_value" CHECK ("dive_site_edit"."kind" in ('edit', 'new-site'));--> statement-breakpoint
ALTER TABLE "dive_site_edit" ADD CONSTRAINT "dive_site_edit_site_given" CHECK ("dive_site_edit"."kind" = 'new-site' or "dive_site_edit"."site_id" is not null);