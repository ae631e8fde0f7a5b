CREATE TABLE "dive_site_review" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"author_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"dived_on" date,
	"visibility_m" double precision,
	"water_temp_c" double precision,
	"current" text,
	"status" text DEFAULT 'published' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dive_site_review_rating_range" CHECK ("dive_site_review"."rating" between 1 and 5),
	CONSTRAINT "dive_site_review_status_value" CHECK ("dive_site_review"."status" in ('published', 'hidden'))
);
--> statement-breakpoint
CREATE TABLE "dive_site_wishlist" (
	"user_id" text NOT NULL,
	"site_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dive_site_wishlist_user_id_site_id_pk" PRIMARY KEY("user_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "dive_site_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"reporter_id" text,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"duplicate_of_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dive_site_report_reason_value" CHECK ("dive_site_report"."reason" in ('wrong-facts', 'duplicate', 'abuse', 'other')),
	CONSTRAINT "dive_site_report_status_value" CHECK ("dive_site_report"."status" in ('open', 'resolved', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "dive_site_review" ADD CONSTRAINT "dive_site_review_site_id_dive_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dive_site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_site_review" ADD CONSTRAINT "dive_site_review_author_id_auth_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_site_wishlist" ADD CONSTRAINT "dive_site_wishlist_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_site_wishlist" ADD CONSTRAINT "dive_site_wishlist_site_id_dive_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dive_site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_site_report" ADD CONSTRAINT "dive_site_report_site_id_dive_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dive_site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_site_report" ADD CONSTRAINT "dive_site_report_reporter_id_auth_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_site_report" ADD CONSTRAINT "dive_site_report_duplicate_of_id_dive_site_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."dive_site"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_site_report" ADD CONSTRAINT "dive_site_report_handled_by_auth_user_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dive_site_review_author_site_idx" ON "dive_site_review" USING btree ("site_id","author_id");--> statement-breakpoint
CREATE INDEX "dive_site_review_site_idx" ON "dive_site_review" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "dive_site_review_author_idx" ON "dive_site_review" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "dive_site_wishlist_site_idx" ON "dive_site_wishlist" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "dive_site_report_status_idx" ON "dive_site_report" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "dive_site_report_site_idx" ON "dive_site_report" USING btree ("site_id");