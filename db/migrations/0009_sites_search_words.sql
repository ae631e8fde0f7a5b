CREATE TABLE "dive_site_word" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dive_site" ALTER COLUMN "search_vector" DROP EXPRESSION;--> statement-breakpoint
CREATE INDEX "dive_site_word_trgm_idx" ON "dive_site_word" USING gin ("word" gin_trgm_ops);