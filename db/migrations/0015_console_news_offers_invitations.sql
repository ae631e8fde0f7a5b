CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" text,
	"actor_member_id" text,
	"actor_name" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_label" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_suspension" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by" text,
	CONSTRAINT "member_suspension_reason_present" CHECK (length("member_suspension"."reason") > 0)
);
--> statement-breakpoint
CREATE TABLE "news_article" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover_key" text,
	"cover_sizes" integer[] DEFAULT '{}'::int[] NOT NULL,
	"cover_width" integer,
	"cover_height" integer,
	"cover_alt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"author_id" text,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_article_status_value" CHECK ("news_article"."status" in ('draft', 'published')),
	CONSTRAINT "news_article_published_has_time" CHECK ("news_article"."status" = 'draft' or "news_article"."publish_at" is not null),
	CONSTRAINT "news_article_slug_format" CHECK ("news_article"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "member_offer" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"terms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"kind" text NOT NULL,
	"percent" smallint,
	"amount" numeric(12, 2),
	"currency" text,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" text,
	"hidden_reason" text,
	"reviewed_at" timestamp with time zone,
	"is_sample" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_offer_kind_value" CHECK ("member_offer"."kind" in ('percent', 'amount', 'extra')),
	CONSTRAINT "member_offer_status_value" CHECK ("member_offer"."status" in ('active', 'paused')),
	CONSTRAINT "member_offer_dates" CHECK ("member_offer"."valid_until" >= "member_offer"."valid_from"),
	CONSTRAINT "member_offer_percent" CHECK ("member_offer"."kind" <> 'percent' or "member_offer"."percent" between 1 and 100),
	CONSTRAINT "member_offer_amount" CHECK ("member_offer"."kind" <> 'amount' or ("member_offer"."amount" > 0 and "member_offer"."currency" is not null))
);
--> statement-breakpoint
CREATE TABLE "dive_center_invitation" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"invited_by" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "dive_center_invitation_status_value" CHECK ("dive_center_invitation"."status" in ('pending', 'accepted', 'declined', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "auth_user" DROP CONSTRAINT "auth_user_role_value";--> statement-breakpoint
ALTER TABLE "member_profile" ADD COLUMN "age_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_suspension" ADD CONSTRAINT "member_suspension_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_suspension" ADD CONSTRAINT "member_suspension_created_by_auth_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_suspension" ADD CONSTRAINT "member_suspension_lifted_by_auth_user_id_fk" FOREIGN KEY ("lifted_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_article" ADD CONSTRAINT "news_article_author_id_auth_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_offer" ADD CONSTRAINT "member_offer_center_id_dive_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."dive_center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_offer" ADD CONSTRAINT "member_offer_hidden_by_auth_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_offer" ADD CONSTRAINT "member_offer_created_by_auth_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_center_invitation" ADD CONSTRAINT "dive_center_invitation_center_id_dive_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."dive_center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_center_invitation" ADD CONSTRAINT "dive_center_invitation_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_center_invitation" ADD CONSTRAINT "dive_center_invitation_invited_by_auth_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "member_suspension_user_idx" ON "member_suspension" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "news_article_slug_key" ON "news_article" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "news_article_public_idx" ON "news_article" USING btree ("status","publish_at");--> statement-breakpoint
CREATE INDEX "news_article_tags_idx" ON "news_article" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "member_offer_center_idx" ON "member_offer" USING btree ("center_id");--> statement-breakpoint
CREATE INDEX "member_offer_current_idx" ON "member_offer" USING btree ("valid_until","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "dive_center_invitation_one_pending" ON "dive_center_invitation" USING btree ("center_id","user_id") WHERE "dive_center_invitation"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "dive_center_invitation_user_idx" ON "dive_center_invitation" USING btree ("user_id","status");--> statement-breakpoint
ALTER TABLE "auth_user" ADD CONSTRAINT "auth_user_role_value" CHECK ("auth_user"."role" in ('member', 'editor', 'moderator', 'admin'));--> statement-breakpoint
-- The audit log is append-only (ADR 18): no row is ever changed or removed by the application.
CREATE OR REPLACE FUNCTION refuse_audit_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION refuse_audit_log_change();
