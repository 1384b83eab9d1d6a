CREATE TABLE "comment" (
	"id" serial PRIMARY KEY NOT NULL,
	"comments_type" text NOT NULL,
	"owner_id" text NOT NULL,
	"author_id" integer NOT NULL,
	"author_nick_name" text NOT NULL,
	"by_admin" boolean DEFAULT false NOT NULL,
	"parent_id" integer,
	"root_id" integer,
	"reply_to_nick_name" text,
	"content" text NOT NULL,
	"message_mode" text,
	"access_type" text,
	"business_type" text,
	"tags" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "comment" ADD CONSTRAINT "comment_author_id_app_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment" ADD CONSTRAINT "comment_parent_id_comment_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment" ADD CONSTRAINT "comment_root_id_comment_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."comment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_subject_idx" ON "comment" USING btree ("comments_type","owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "comment_root_idx" ON "comment" USING btree ("root_id");--> statement-breakpoint
CREATE INDEX "comment_parent_idx" ON "comment" USING btree ("parent_id");