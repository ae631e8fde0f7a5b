CREATE TABLE "dive_center_claim" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"claimant_id" text NOT NULL,
	"evidence" text NOT NULL,
	"contact" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dive_center_claim_status_value" CHECK ("dive_center_claim"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "dive_center_course" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"course_type" text NOT NULL,
	"title" text,
	"agency" text,
	"price" numeric(12, 2),
	"currency" text,
	"duration_days" smallint,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dive_center_course_price_positive" CHECK ("dive_center_course"."price" is null or "dive_center_course"."price" >= 0),
	CONSTRAINT "dive_center_course_price_currency" CHECK ("dive_center_course"."price" is null or "dive_center_course"."currency" is not null)
);
--> statement-breakpoint
CREATE TABLE "dive_center_manager" (
	"center_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"added_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dive_center_manager_center_id_user_id_pk" PRIMARY KEY("center_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "dive_center_photo" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"sizes" integer[] NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dive_center_review" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"author_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"reply" text,
	"reply_by" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dive_center_review_rating_range" CHECK ("dive_center_review"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "dive_center_site" (
	"center_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	CONSTRAINT "dive_center_site_center_id_site_id_pk" PRIMARY KEY("center_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "dive_center" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'center' NOT NULL,
	"name" text NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"address" text,
	"country_code" text NOT NULL,
	"region" text,
	"phone" text,
	"email" text,
	"website" text,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"agencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"primary_agency" text,
	"services" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"opening_hours" jsonb,
	"hours_note" text,
	"course_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"logo" text,
	"cover_photo" text,
	"photo_count" integer DEFAULT 0 NOT NULL,
	"rating_average" numeric(3, 2),
	"rating_count" integer DEFAULT 0 NOT NULL,
	"submitted_user" text,
	"verification" text DEFAULT 'unverified' NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"is_seed" boolean DEFAULT false NOT NULL,
	"seed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dive_center_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "dive_center_kind_value" CHECK ("dive_center"."kind" in ('center', 'resort', 'liveaboard')),
	CONSTRAINT "dive_center_status_value" CHECK ("dive_center"."status" in ('published', 'hidden')),
	CONSTRAINT "dive_center_verification_value" CHECK ("dive_center"."verification" in ('unverified', 'verified')),
	CONSTRAINT "dive_center_lat_range" CHECK ("dive_center"."lat" between -90 and 90),
	CONSTRAINT "dive_center_lng_range" CHECK ("dive_center"."lng" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "dive_center_claim" ADD CONSTRAINT "dive_center_claim_center_id_dive_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."dive_center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_center_claim" ADD CONSTRAINT "dive_center_claim_claimant_id_auth_user_id_fk" FOREIGN KEY ("claimant_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_center_claim" ADD CONSTRAINT "dive_center_claim_decided_by_auth_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_center_course" ADD CONSTRAINT "dive_center_course_center_id_dive_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."dive_center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_center_manager" ADD CONSTRAINT "dive_center_manager_center_id_dive_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."dive_center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_center_manager" ADD CONSTRAINT "dive_center_manager_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_center_manager" ADD CONSTRAINT "dive_center_manager_added_by_auth_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_center_photo" ADD CONSTRAINT "dive_center_photo_center_id_dive_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."dive_center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_center_review" ADD CONSTRAINT "dive_center_review_center_id_dive_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."dive_center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_center_review" ADD CONSTRAINT "dive_center_review_author_id_auth_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_center_review" ADD CONSTRAINT "dive_center_review_reply_by_auth_user_id_fk" FOREIGN KEY ("reply_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_center_site" ADD CONSTRAINT "dive_center_site_center_id_dive_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."dive_center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_center_site" ADD CONSTRAINT "dive_center_site_site_id_dive_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dive_site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_center" ADD CONSTRAINT "dive_center_submitted_user_auth_user_id_fk" FOREIGN KEY ("submitted_user") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dive_center_claim_one_pending" ON "dive_center_claim" USING btree ("center_id","claimant_id") WHERE "dive_center_claim"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "dive_center_claim_status_idx" ON "dive_center_claim" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "dive_center_claim_claimant_idx" ON "dive_center_claim" USING btree ("claimant_id","created_at");--> statement-breakpoint
CREATE INDEX "dive_center_course_center_idx" ON "dive_center_course" USING btree ("center_id","position");--> statement-breakpoint
CREATE INDEX "dive_center_manager_user_idx" ON "dive_center_manager" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dive_center_photo_center_idx" ON "dive_center_photo" USING btree ("center_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "dive_center_photo_key_idx" ON "dive_center_photo" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "dive_center_review_one_per_member" ON "dive_center_review" USING btree ("center_id","author_id");--> statement-breakpoint
CREATE INDEX "dive_center_review_center_idx" ON "dive_center_review" USING btree ("center_id","created_at");--> statement-breakpoint
CREATE INDEX "dive_center_site_site_idx" ON "dive_center_site" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "dive_center_submitted_user_idx" ON "dive_center" USING btree ("submitted_user");--> statement-breakpoint
CREATE INDEX "dive_center_kind_status_idx" ON "dive_center" USING btree ("kind","status");--> statement-breakpoint
CREATE INDEX "dive_center_point_idx" ON "dive_center" USING gist (point("lng", "lat"));--> statement-breakpoint
CREATE INDEX "dive_center_agencies_idx" ON "dive_center" USING gin ("agencies");--> statement-breakpoint
CREATE INDEX "dive_center_services_idx" ON "dive_center" USING gin ("services");--> statement-breakpoint
CREATE INDEX "dive_center_languages_idx" ON "dive_center" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "dive_center_course_types_idx" ON "dive_center" USING gin ("course_types");