ALTER TABLE "member_certification" ADD COLUMN "front_photo" text;--> statement-breakpoint
ALTER TABLE "member_certification" ADD COLUMN "back_photo" text;