CREATE TABLE "job" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"key" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_kind_present" CHECK (length("job"."kind") between 1 and 100),
	CONSTRAINT "job_state_known" CHECK ("job"."state" in ('pending', 'done', 'failed')),
	CONSTRAINT "job_attempts_bounded" CHECK ("job"."attempts" >= 0 and "job"."max_attempts" between 1 and 100)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_key_idx" ON "job" USING btree ("key") WHERE "job"."key" is not null;--> statement-breakpoint
CREATE INDEX "job_due_idx" ON "job" USING btree ("run_after") WHERE "job"."state" = 'pending';