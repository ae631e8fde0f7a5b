CREATE TABLE "activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"site_id" integer,
	"center_id" integer,
	"country_code" text,
	"dive_id" integer,
	"trip_id" integer,
	"offer_id" integer,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_kind_value" CHECK ("activity"."kind" in ('dive', 'site-edit', 'site-photos', 'site-new', 'trip', 'offer')),
	CONSTRAINT "activity_link_local" CHECK ("activity"."link" like '/%' and "activity"."link" not like '//%')
);
--> statement-breakpoint
CREATE TABLE "follow" (
	"id" serial PRIMARY KEY NOT NULL,
	"follower_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" text,
	"center_id" integer,
	"site_id" integer,
	"country_code" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_kind_value" CHECK ("follow"."kind" in ('member', 'center', 'site', 'country')),
	CONSTRAINT "follow_status_value" CHECK ("follow"."status" in ('active', 'pending')),
	CONSTRAINT "follow_one_target" CHECK (("follow"."kind" = 'member' and "follow"."member_id" is not null and "follow"."center_id" is null and "follow"."site_id" is null and "follow"."country_code" is null)
        or ("follow"."kind" = 'center' and "follow"."center_id" is not null and "follow"."member_id" is null and "follow"."site_id" is null and "follow"."country_code" is null)
        or ("follow"."kind" = 'site' and "follow"."site_id" is not null and "follow"."member_id" is null and "follow"."center_id" is null and "follow"."country_code" is null)
        or ("follow"."kind" = 'country' and "follow"."country_code" is not null and "follow"."member_id" is null and "follow"."center_id" is null and "follow"."site_id" is null)),
	CONSTRAINT "follow_not_self" CHECK ("follow"."member_id" is null or "follow"."member_id" <> "follow"."follower_id"),
	CONSTRAINT "follow_pending_member_only" CHECK ("follow"."status" = 'active' or "follow"."kind" = 'member')
);
--> statement-breakpoint
ALTER TABLE "member_profile" ADD COLUMN "follow_policy" text DEFAULT 'anyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "activity_id" bigint;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_actor_id_auth_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_site_id_dive_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dive_site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_center_id_dive_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."dive_center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_dive_id_dive_id_fk" FOREIGN KEY ("dive_id") REFERENCES "public"."dive"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_trip_id_trip_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_offer_id_member_offer_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."member_offer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow" ADD CONSTRAINT "follow_follower_id_auth_user_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow" ADD CONSTRAINT "follow_member_id_auth_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow" ADD CONSTRAINT "follow_center_id_dive_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."dive_center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow" ADD CONSTRAINT "follow_site_id_dive_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dive_site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_site_idx" ON "activity" USING btree ("site_id","id" DESC NULLS LAST) WHERE "activity"."site_id" is not null;--> statement-breakpoint
CREATE INDEX "activity_center_idx" ON "activity" USING btree ("center_id","id" DESC NULLS LAST) WHERE "activity"."center_id" is not null;--> statement-breakpoint
CREATE INDEX "activity_actor_idx" ON "activity" USING btree ("actor_id","id" DESC NULLS LAST) WHERE "activity"."actor_id" is not null;--> statement-breakpoint
CREATE INDEX "activity_country_idx" ON "activity" USING btree ("country_code","id" DESC NULLS LAST) WHERE "activity"."country_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_dive_once" ON "activity" USING btree ("dive_id") WHERE "activity"."dive_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_trip_once" ON "activity" USING btree ("trip_id") WHERE "activity"."trip_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_offer_once" ON "activity" USING btree ("offer_id") WHERE "activity"."offer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "follow_member_once" ON "follow" USING btree ("follower_id","member_id") WHERE "follow"."kind" = 'member';--> statement-breakpoint
CREATE UNIQUE INDEX "follow_center_once" ON "follow" USING btree ("follower_id","center_id") WHERE "follow"."kind" = 'center';--> statement-breakpoint
CREATE UNIQUE INDEX "follow_site_once" ON "follow" USING btree ("follower_id","site_id") WHERE "follow"."kind" = 'site';--> statement-breakpoint
CREATE UNIQUE INDEX "follow_country_once" ON "follow" USING btree ("follower_id","country_code") WHERE "follow"."kind" = 'country';--> statement-breakpoint
CREATE INDEX "follow_of_member_idx" ON "follow" USING btree ("member_id","follower_id") WHERE "follow"."kind" = 'member';--> statement-breakpoint
CREATE INDEX "follow_of_center_idx" ON "follow" USING btree ("center_id","follower_id") WHERE "follow"."kind" = 'center';--> statement-breakpoint
CREATE INDEX "follow_of_site_idx" ON "follow" USING btree ("site_id","follower_id") WHERE "follow"."kind" = 'site';--> statement-breakpoint
CREATE INDEX "follow_of_country_idx" ON "follow" USING btree ("country_code","follower_id") WHERE "follow"."kind" = 'country';--> statement-breakpoint
CREATE INDEX "follow_follower_idx" ON "follow" USING btree ("follower_id","kind");--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_activity_id_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_activity_once" ON "notification" USING btree ("activity_id","user_id") WHERE "notification"."activity_id" is not null;--> statement-breakpoint
ALTER TABLE "member_profile" ADD CONSTRAINT "member_profile_follow_policy_value" CHECK ("member_profile"."follow_policy" in ('anyone', 'approve', 'nobody'));