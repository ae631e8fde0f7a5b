CREATE TABLE "dive_signature" (
	"id" serial PRIMARY KEY NOT NULL,
	"dive_id" integer NOT NULL,
	"center_id" integer NOT NULL,
	"state" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"asked" smallint DEFAULT 1 NOT NULL,
	"signed_by" text,
	"signed_at" timestamp with time zone,
	CONSTRAINT "dive_signature_state_value" CHECK ("dive_signature"."state" in ('requested', 'signed')),
	CONSTRAINT "dive_signature_signed" CHECK (("dive_signature"."state" = 'signed') = ("dive_signature"."signed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "dive_signature" ADD CONSTRAINT "dive_signature_dive_id_dive_id_fk" FOREIGN KEY ("dive_id") REFERENCES "public"."dive"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_signature" ADD CONSTRAINT "dive_signature_center_id_dive_center_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."dive_center"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dive_signature" ADD CONSTRAINT "dive_signature_signed_by_auth_user_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."auth_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dive_signature_dive_key" ON "dive_signature" USING btree ("dive_id");--> statement-breakpoint
CREATE INDEX "dive_signature_center_idx" ON "dive_signature" USING btree ("center_id","state");