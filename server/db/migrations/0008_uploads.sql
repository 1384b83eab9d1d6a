CREATE TABLE "upload" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"purpose" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploader_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload" ADD CONSTRAINT "upload_uploader_id_app_user_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_key_idx" ON "upload" USING btree ("key");--> statement-breakpoint
CREATE INDEX "upload_uploader_idx" ON "upload" USING btree ("uploader_id","created_at");