CREATE TABLE "news_customs_update" (
	"id" serial PRIMARY KEY NOT NULL,
	"info_code" text NOT NULL,
	"content_title" text DEFAULT '' NOT NULL,
	"en_title" text NOT NULL,
	"content_eng" text NOT NULL,
	"country_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"access_type" text NOT NULL,
	"en_info_time" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(en_title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(content_eng, '')), 'B')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"news_source" smallint NOT NULL,
	"content_title" text DEFAULT '' NOT NULL,
	"en_content_title" text NOT NULL,
	"content" text NOT NULL,
	"content_keyword" text DEFAULT '' NOT NULL,
	"country_code" text NOT NULL,
	"access_type" text NOT NULL,
	"company_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"plant_nos" text[] DEFAULT '{}'::text[] NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"source_date" date NOT NULL,
	"content_date" date NOT NULL,
	"baidu_included" smallint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(en_content_title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(content, '')), 'B')) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_item" ADD CONSTRAINT "news_item_country_code_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."country"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "news_customs_update_code_uq" ON "news_customs_update" USING btree ("info_code");--> statement-breakpoint
CREATE INDEX "news_customs_update_list_idx" ON "news_customs_update" USING btree ("state","en_info_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_customs_update_countries_idx" ON "news_customs_update" USING gin ("country_codes");--> statement-breakpoint
CREATE INDEX "news_customs_update_search_vector_idx" ON "news_customs_update" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "news_customs_update_search_trgm" ON "news_customs_update" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_item_list_idx" ON "news_item" USING btree ("news_source","state","source_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_item_country_idx" ON "news_item" USING btree ("news_source","state","country_code","source_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "news_item_company_tags_idx" ON "news_item" USING gin ("company_tags");--> statement-breakpoint
CREATE INDEX "news_item_search_vector_idx" ON "news_item" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "news_item_search_trgm" ON "news_item" USING gin ("search_text" gin_trgm_ops);