CREATE TABLE "acting_manager" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" text NOT NULL,
	"session_id" text NOT NULL,
	"center_id" integer NOT NULL,
	"reason" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "acting_manager_reason_present" CHECK (length("acting_manager"."reason") > 0),
	CONSTRAINT "acting_manager_ends_after_start" CHECK ("acting_manager"."expires_at" > "acting_manager"."started_at")
);
--> statement-breakpoint
ALTER TABLE "reservation" ADD COLUMN "meeting_point" text;--> statement-breakpoint
ALTER TABLE "reservation" ADD COLUMN "meets_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "acting_manager" ADD CONSTRAINT "acting_manager_admin_id_auth_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acting_manager" ADD CONSTRAINT "acting_manager_session_id_auth_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acting_manager" ADD CONSTRAINT "acting_manager_center_id_dive_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."dive_center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "acting_manager_one_per_session" ON "acting_manager" USING btree ("session_id") WHERE "acting_manager"."ended_at" is null;--> statement-breakpoint
ALTER TABLE "reservation" ADD CONSTRAINT "reservation_meeting_whole" CHECK (("reservation"."meeting_point" is null) = ("reservation"."meets_at" is null));