CREATE TABLE "logbook_import_held_file" (
	"import_id" integer NOT NULL,
	"file_index" smallint NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "logbook_import_held_file_import_id_file_index_pk" PRIMARY KEY("import_id","file_index")
);
--> statement-breakpoint
ALTER TABLE "logbook_import_held_file" ADD CONSTRAINT "logbook_import_held_file_import_id_logbook_import_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."logbook_import"("id") ON DELETE cascade ON UPDATE no action;