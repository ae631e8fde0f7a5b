CREATE TABLE "calendar_feed" (
	"member_id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planned_trip_site" (
	"planned_trip_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	CONSTRAINT "planned_trip_site_planned_trip_id_site_id_pk" PRIMARY KEY("planned_trip_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "planned_trip" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"reservation_id" integer,
	"destination" text,
	"starts_on" date,
	"ends_on" date,
	"center_id" integer,
	"checklist" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planned_trip_kind" CHECK ("planned_trip"."reservation_id" is not null or ("planned_trip"."destination" is not null and "planned_trip"."starts_on" is not null and "planned_trip"."ends_on" is not null)),
	CONSTRAINT "planned_trip_dates_order" CHECK ("planned_trip"."ends_on" is null or "planned_trip"."starts_on" is null or "planned_trip"."ends_on" >= "planned_trip"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "reservation_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" text,
	"reason" text,
	"fee_percent" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_event_actor_value" CHECK ("reservation_event"."actor" in ('member', 'center', 'system'))
);
--> statement-breakpoint
CREATE TABLE "reservation" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"member_id" text NOT NULL,
	"seats" smallint NOT NULL,
	"status" text NOT NULL,
	"cert_agency" text,
	"cert_level" text,
	"cert_other" text,
	"logged_dives" integer NOT NULL,
	"message" text,
	"hold_expires_at" timestamp with time zone,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_status_value" CHECK ("reservation"."status" in ('requested', 'confirmed', 'declined', 'cancelled', 'expired', 'waitlisted', 'attended')),
	CONSTRAINT "reservation_seats_range" CHECK ("reservation"."seats" between 1 and 50),
	CONSTRAINT "reservation_logged_dives_range" CHECK ("reservation"."logged_dives" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "trip_site" (
	"trip_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "trip_site_trip_id_site_id_pk" PRIMARY KEY("trip_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "trip" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"meeting_point" text,
	"price" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"included" text[] DEFAULT '{}'::text[] NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"min_cert_tier" text,
	"min_logged_dives" integer DEFAULT 0 NOT NULL,
	"cancellation_policy" text NOT NULL,
	"free_cancel_days" smallint NOT NULL,
	"late_cancel_fee_percent" smallint NOT NULL,
	"payment_note" text,
	"is_seed" boolean DEFAULT false NOT NULL,
	"seed_key" text,
	"created_by" text,
	"published_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_seed_key_unique" UNIQUE("seed_key"),
	CONSTRAINT "trip_status_value" CHECK ("trip"."status" in ('draft', 'published', 'cancelled')),
	CONSTRAINT "trip_capacity_range" CHECK ("trip"."capacity" between 1 and 500),
	CONSTRAINT "trip_seats_within_capacity" CHECK ("trip"."seats_taken" >= 0 and "trip"."seats_taken" <= "trip"."capacity"),
	CONSTRAINT "trip_ends_after_start" CHECK ("trip"."ends_at" > "trip"."starts_at"),
	CONSTRAINT "trip_price_positive" CHECK ("trip"."price" >= 0),
	CONSTRAINT "trip_fee_percent_range" CHECK ("trip"."late_cancel_fee_percent" between 0 and 100),
	CONSTRAINT "trip_free_days_range" CHECK ("trip"."free_cancel_days" between 0 and 365),
	CONSTRAINT "trip_min_dives_range" CHECK ("trip"."min_logged_dives" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "conversation" (
	"id" serial PRIMARY KEY NOT NULL,
	"center_id" integer NOT NULL,
	"member_id" text NOT NULL,
	"trip_id" integer,
	"reservation_id" integer,
	"subject" text,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"member_unread" integer DEFAULT 0 NOT NULL,
	"center_unread" integer DEFAULT 0 NOT NULL,
	"member_archived" boolean DEFAULT false NOT NULL,
	"center_archived" boolean DEFAULT false NOT NULL,
	"member_read_at" timestamp with time zone,
	"center_read_at" timestamp with time zone,
	"member_unread_since" timestamp with time zone,
	"center_unread_since" timestamp with time zone,
	"member_emailed_at" timestamp with time zone,
	"center_emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_unread_positive" CHECK ("conversation"."member_unread" >= 0 and "conversation"."center_unread" >= 0)
);
--> statement-breakpoint
CREATE TABLE "inbox_block" (
	"center_id" integer NOT NULL,
	"member_id" text NOT NULL,
	"blocked_by" text NOT NULL,
	"by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_block_center_id_member_id_blocked_by_pk" PRIMARY KEY("center_id","member_id","blocked_by"),
	CONSTRAINT "inbox_block_side_value" CHECK ("inbox_block"."blocked_by" in ('member', 'center'))
);
--> statement-breakpoint
CREATE TABLE "message_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"reporter_id" text,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_report_reason_value" CHECK ("message_report"."reason" in ('spam', 'abuse', 'scam', 'other')),
	CONSTRAINT "message_report_status_value" CHECK ("message_report"."status" in ('open', 'dismissed', 'actioned'))
);
--> statement-breakpoint
CREATE TABLE "message" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender" text NOT NULL,
	"sender_id" text,
	"subject" text,
	"body" text DEFAULT '' NOT NULL,
	"event" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_sender_value" CHECK ("message"."sender" in ('member', 'center', 'system'))
);
--> statement-breakpoint
ALTER TABLE "dive_center" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_member_id_auth_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_trip_site" ADD CONSTRAINT "planned_trip_site_planned_trip_id_planned_trip_id_fk" FOREIGN KEY ("planned_trip_id") REFERENCES "public"."planned_trip"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_trip_site" ADD CONSTRAINT "planned_trip_site_site_id_dive_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dive_site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_trip" ADD CONSTRAINT "planned_trip_member_id_auth_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_trip" ADD CONSTRAINT "planned_trip_reservation_id_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planned_trip" ADD CONSTRAINT "planned_trip_center_id_dive_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."dive_center"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_event" ADD CONSTRAINT "reservation_event_reservation_id_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_event" ADD CONSTRAINT "reservation_event_actor_id_auth_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation" ADD CONSTRAINT "reservation_trip_id_trip_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation" ADD CONSTRAINT "reservation_member_id_auth_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_site" ADD CONSTRAINT "trip_site_trip_id_trip_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_site" ADD CONSTRAINT "trip_site_site_id_dive_site_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."dive_site"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip" ADD CONSTRAINT "trip_center_id_dive_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."dive_center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip" ADD CONSTRAINT "trip_created_by_auth_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_center_id_dive_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."dive_center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_member_id_auth_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_trip_id_trip_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trip"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation" ADD CONSTRAINT "conversation_reservation_id_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_block" ADD CONSTRAINT "inbox_block_center_id_dive_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."dive_center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_block" ADD CONSTRAINT "inbox_block_member_id_auth_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_block" ADD CONSTRAINT "inbox_block_by_user_id_auth_user_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_report" ADD CONSTRAINT "message_report_message_id_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_report" ADD CONSTRAINT "message_report_conversation_id_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_report" ADD CONSTRAINT "message_report_reporter_id_auth_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_report" ADD CONSTRAINT "message_report_handled_by_auth_user_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_conversation_id_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message" ADD CONSTRAINT "message_sender_id_auth_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_token_key" ON "calendar_feed" USING btree ("token");--> statement-breakpoint
CREATE INDEX "planned_trip_member_idx" ON "planned_trip" USING btree ("member_id","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "planned_trip_reservation_key" ON "planned_trip" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservation_event_reservation_idx" ON "reservation_event" USING btree ("reservation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_one_open_per_member" ON "reservation" USING btree ("trip_id","member_id") WHERE "reservation"."status" in ('requested', 'confirmed', 'waitlisted');--> statement-breakpoint
CREATE INDEX "reservation_member_idx" ON "reservation" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "reservation_trip_status_idx" ON "reservation" USING btree ("trip_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reservation_hold_expiry_idx" ON "reservation" USING btree ("hold_expires_at") WHERE "reservation"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "trip_site_site_idx" ON "trip_site" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "trip_status_starts_idx" ON "trip" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "trip_center_starts_idx" ON "trip" USING btree ("center_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_subject_key" ON "conversation" USING btree ("member_id","center_id",coalesce("trip_id", 0));--> statement-breakpoint
CREATE INDEX "conversation_member_list_idx" ON "conversation" USING btree ("member_id","member_archived","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversation_center_list_idx" ON "conversation" USING btree ("center_id","center_archived","last_message_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversation_member_unread_idx" ON "conversation" USING btree ("member_id") WHERE "conversation"."member_unread" > 0;--> statement-breakpoint
CREATE INDEX "conversation_center_unread_idx" ON "conversation" USING btree ("center_id") WHERE "conversation"."center_unread" > 0;--> statement-breakpoint
CREATE INDEX "conversation_member_pending_idx" ON "conversation" USING btree ("member_unread_since") WHERE "conversation"."member_unread_since" is not null;--> statement-breakpoint
CREATE INDEX "conversation_center_pending_idx" ON "conversation" USING btree ("center_unread_since") WHERE "conversation"."center_unread_since" is not null;--> statement-breakpoint
CREATE INDEX "conversation_trip_idx" ON "conversation" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "message_report_status_idx" ON "message_report" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "message_report_conversation_idx" ON "message_report" USING btree ("conversation_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "message_report_once" ON "message_report" USING btree ("message_id","reporter_id");--> statement-breakpoint
CREATE INDEX "message_conversation_idx" ON "message" USING btree ("conversation_id","id");