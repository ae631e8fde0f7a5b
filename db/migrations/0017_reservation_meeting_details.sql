ALTER TABLE "reservation" ADD COLUMN "meeting_point" text;--> statement-breakpoint
ALTER TABLE "reservation" ADD COLUMN "meets_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservation" ADD CONSTRAINT "reservation_meeting_whole" CHECK (("reservation"."meeting_point" is null) = ("reservation"."meets_at" is null));