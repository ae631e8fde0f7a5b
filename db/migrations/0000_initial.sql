CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dive_site" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"country_code" text NOT NULL,
	"region" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"site_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"depth_min_m" double precision,
	"depth_max_m" double precision,
	"level" text,
	"entry" text[] DEFAULT '{}'::text[] NOT NULL,
	"current" text,
	"visibility_min_m" double precision,
	"visibility_max_m" double precision,
	"water_temp_by_month" jsonb,
	"best_months" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"marine_life" text[] DEFAULT '{}'::text[] NOT NULL,
	"hazards" text[] DEFAULT '{}'::text[] NOT NULL,
	"access_notes" text,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"is_seed" boolean DEFAULT false NOT NULL,
	"seed_key" text,
	"source" text,
	"created_by" text,
	"rating_average" numeric(3, 2),
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dive_site_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "dive_site_lat_range" CHECK ("dive_site"."lat" between -90 and 90),
	CONSTRAINT "dive_site_lng_range" CHECK ("dive_site"."lng" between -180 and 180),
	CONSTRAINT "dive_site_depth_order" CHECK ("dive_site"."depth_min_m" is null or "dive_site"."depth_max_m" is null or "dive_site"."depth_min_m" <= "dive_site"."depth_max_m"),
	CONSTRAINT "dive_site_status_value" CHECK ("dive_site"."status" in ('published', 'hidden'))
);
--> statement-breakpoint
CREATE INDEX "dive_site_status_idx" ON "dive_site" USING btree ("status");--> statement-breakpoint
CREATE INDEX "dive_site_country_idx" ON "dive_site" USING btree ("country_code");