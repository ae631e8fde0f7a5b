CREATE TABLE "member_certification" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"agency" text NOT NULL,
	"level" text,
	"other_name" text,
	"card_number" text,
	"certified_on" date,
	"certified_by" text,
	"seen_by_center_id" integer,
	"seen_by_user_id" text,
	"seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_certification_named" CHECK ("member_certification"."level" is not null or length("member_certification"."other_name") > 0)
);
--> statement-breakpoint
ALTER TABLE "reservation" ADD COLUMN "certification_id" integer;--> statement-breakpoint
ALTER TABLE "member_certification" ADD CONSTRAINT "member_certification_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_certification" ADD CONSTRAINT "member_certification_seen_by_center_id_dive_center_id_fk" FOREIGN KEY ("seen_by_center_id") REFERENCES "public"."dive_center"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_certification" ADD CONSTRAINT "member_certification_seen_by_user_id_auth_user_id_fk" FOREIGN KEY ("seen_by_user_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_certification_user_idx" ON "member_certification" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "reservation" ADD CONSTRAINT "reservation_certification_id_member_certification_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."member_certification"("id") ON DELETE set null ON UPDATE no action;