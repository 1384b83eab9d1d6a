CREATE TABLE "community_label" (
	"id" serial PRIMARY KEY NOT NULL,
	"label_class" text NOT NULL,
	"label_code" text NOT NULL,
	"label_name_alias" text NOT NULL,
	"label_status" smallint DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_topic" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"by_admin" boolean DEFAULT false NOT NULL,
	"label_class" text NOT NULL,
	"label_code" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"video" text DEFAULT '' NOT NULL,
	"top" smallint DEFAULT 0 NOT NULL,
	"good" smallint DEFAULT 0 NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"check_status" smallint DEFAULT 1 NOT NULL,
	"refuse_reason" text DEFAULT '' NOT NULL,
	"check_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supply_demand" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" smallint NOT NULL,
	"access_type" text NOT NULL,
	"goods_type" text NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"check_status" smallint DEFAULT 1 NOT NULL,
	"refuse_reason" text DEFAULT '' NOT NULL,
	"check_time" timestamp with time zone,
	"plant_country_code" text,
	"plant_no" text,
	"plant_confirmed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collect" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderation_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "moderation_setting" (
	"name" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_event_count" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"category_type" text NOT NULL,
	"name" text NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"event_channel" text NOT NULL,
	"event_lang" smallint DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"client" text DEFAULT 'PC' NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_id" integer,
	"username" text,
	"create_name" text,
	"status" text DEFAULT 'NEW' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_reply" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_id" integer NOT NULL,
	"to_address" text NOT NULL,
	"message" text NOT NULL,
	"admin_id" integer,
	"admin_email" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload" ALTER COLUMN "mime" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "upload" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "upload" ALTER COLUMN "width" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "upload" ALTER COLUMN "height" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "upload" ADD COLUMN "url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "upload" ADD COLUMN "kind" text DEFAULT 'image' NOT NULL;--> statement-breakpoint
ALTER TABLE "upload" ADD COLUMN "state" text DEFAULT 'ready' NOT NULL;--> statement-breakpoint
ALTER TABLE "upload" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "upload" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "upload" ADD COLUMN "original_name" text;--> statement-breakpoint
ALTER TABLE "upload" ADD COLUMN "subject_type" text;--> statement-breakpoint
ALTER TABLE "upload" ADD COLUMN "subject_id" integer;--> statement-breakpoint
ALTER TABLE "upload" ADD COLUMN "used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_topic" ADD CONSTRAINT "community_topic_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supply_demand" ADD CONSTRAINT "supply_demand_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collect" ADD CONSTRAINT "collect_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_report" ADD CONSTRAINT "moderation_report_reporter_id_app_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_reply" ADD CONSTRAINT "feedback_reply_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_reply" ADD CONSTRAINT "feedback_reply_admin_id_app_user_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "community_label_code_uq" ON "community_label" USING btree ("label_code");--> statement-breakpoint
CREATE INDEX "community_label_class_idx" ON "community_label" USING btree ("label_class","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "community_topic_code_uq" ON "community_topic" USING btree ("code");--> statement-breakpoint
CREATE INDEX "community_topic_list_idx" ON "community_topic" USING btree ("check_status","top" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_topic_label_idx" ON "community_topic" USING btree ("check_status","label_class","label_code","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_topic_user_idx" ON "community_topic" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "community_topic_text_trgm_idx" ON "community_topic" USING gin (lower("title" || ' ' || "content") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "supply_demand_code_uq" ON "supply_demand" USING btree ("code");--> statement-breakpoint
CREATE INDEX "supply_demand_board_idx" ON "supply_demand" USING btree ("check_status","type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "supply_demand_user_idx" ON "supply_demand" USING btree ("user_id","type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "supply_demand_content_trgm_idx" ON "supply_demand" USING gin (lower("content") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "collect_user_subject_uq" ON "collect" USING btree ("user_id","subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "collect_subject_idx" ON "collect" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "collect_user_list_idx" ON "collect" USING btree ("user_id","subject_type","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_report_once_uq" ON "moderation_report" USING btree ("subject_type","subject_id","reporter_id");--> statement-breakpoint
CREATE INDEX "moderation_report_open_idx" ON "moderation_report" USING btree ("subject_type","resolved_at","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_event_count_uq" ON "tracking_event_count" USING btree ("day","category_type","name","area","event_channel","event_lang");--> statement-breakpoint
CREATE INDEX "feedback_inbox_idx" ON "feedback" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "feedback_type_idx" ON "feedback" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "feedback_reply_item_idx" ON "feedback_reply" USING btree ("feedback_id");--> statement-breakpoint
CREATE INDEX "upload_url_idx" ON "upload" USING btree ("url");--> statement-breakpoint
CREATE INDEX "upload_subject_idx" ON "upload" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "upload_unused_idx" ON "upload" USING btree ("created_at") WHERE subject_type is null;