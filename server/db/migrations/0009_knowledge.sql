CREATE TABLE "banner" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"show_position" text NOT NULL,
	"title" text NOT NULL,
	"image" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_article" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_title" text NOT NULL,
	"content" text NOT NULL,
	"category_id" integer NOT NULL,
	"content_type" text DEFAULT 'KNOWLEDGE' NOT NULL,
	"content_display" text DEFAULT 'DISPLAY' NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"content_hit" integer DEFAULT 0 NOT NULL,
	"content_keyword" text DEFAULT '' NOT NULL,
	"baidu_included" smallint DEFAULT 0 NOT NULL,
	"water_remark_flag" smallint DEFAULT 0 NOT NULL,
	"water_remark" text DEFAULT '' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"category_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_article" ADD CONSTRAINT "knowledge_article_category_id_knowledge_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."knowledge_category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_category" ADD CONSTRAINT "knowledge_category_parent_id_knowledge_category_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."knowledge_category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banner_position_idx" ON "banner" USING btree ("app_id","show_position","sort","id");--> statement-breakpoint
CREATE INDEX "knowledge_article_public_idx" ON "knowledge_article" USING btree ("state","content_display","create_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "knowledge_article_category_idx" ON "knowledge_article" USING btree ("category_id","create_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "knowledge_article_hit_idx" ON "knowledge_article" USING btree ("state","content_display","content_hit" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "knowledge_article_title_fts_idx" ON "knowledge_article" USING gin (to_tsvector('english', "content_title"));--> statement-breakpoint
CREATE INDEX "knowledge_article_title_trgm_idx" ON "knowledge_article" USING gin (lower("content_title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "knowledge_category_parent_idx" ON "knowledge_category" USING btree ("parent_id","sort","id");