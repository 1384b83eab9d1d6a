ALTER TABLE "news_customs_update" ADD COLUMN "zh_content" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_item" ADD COLUMN "zh_content" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_article" ADD COLUMN "zh_content_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_article" ADD COLUMN "zh_content" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_category" ADD COLUMN "zh_category_name" text DEFAULT '' NOT NULL;