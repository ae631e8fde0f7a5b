ALTER TABLE "dive_center_review" DROP CONSTRAINT "dive_center_review_author_id_auth_user_id_fk";
--> statement-breakpoint
ALTER TABLE "dive_site_review" DROP CONSTRAINT "dive_site_review_author_id_auth_user_id_fk";
--> statement-breakpoint
ALTER TABLE "dive_center_review" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dive_site_review" ALTER COLUMN "author_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dive_center_review" ADD CONSTRAINT "dive_center_review_author_id_auth_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_site_review" ADD CONSTRAINT "dive_site_review_author_id_auth_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;