CREATE TABLE "search_backfill" (
	"task" text PRIMARY KEY NOT NULL,
	"last_id" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "market_company_search_fold_trgm";--> statement-breakpoint
DROP INDEX "market_company_search_bigrams";--> statement-breakpoint
DROP INDEX "market_plant_search_fold_trgm";--> statement-breakpoint
DROP INDEX "market_plant_search_bigrams";--> statement-breakpoint
DROP INDEX "market_product_search_fold_trgm";--> statement-breakpoint
DROP INDEX "market_product_search_bigrams";--> statement-breakpoint
DROP INDEX "market_animal_disease_search_fold_trgm";--> statement-breakpoint
DROP INDEX "market_consignee_search_fold_trgm";--> statement-breakpoint
DROP INDEX "news_customs_update_search_fold_trgm";--> statement-breakpoint
DROP INDEX "news_customs_update_search_bigrams";--> statement-breakpoint
DROP INDEX "news_item_search_fold_trgm";--> statement-breakpoint
DROP INDEX "news_item_search_bigrams";--> statement-breakpoint
DROP INDEX "knowledge_article_title_fold_trgm";--> statement-breakpoint
DROP INDEX "knowledge_article_title_bigrams";--> statement-breakpoint
DROP INDEX "unapproved_shipment_search_fold_trgm";--> statement-breakpoint
DROP INDEX "community_topic_text_fold_trgm";--> statement-breakpoint
DROP INDEX "community_topic_text_bigrams";--> statement-breakpoint
DROP INDEX "supply_demand_content_fold_trgm";--> statement-breakpoint
DROP INDEX "supply_demand_content_bigrams";--> statement-breakpoint
ALTER TABLE "market_company" ADD COLUMN "search_folded" text GENERATED ALWAYS AS (search_fold("search_text")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "market_company" ADD COLUMN "search_han_bigrams" text[] GENERATED ALWAYS AS (search_bigrams("search_text")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "market_plant" ADD COLUMN "search_folded" text GENERATED ALWAYS AS (search_fold("search_text")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "market_plant" ADD COLUMN "search_han_bigrams" text[] GENERATED ALWAYS AS (search_bigrams("search_text")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "market_product" ADD COLUMN "search_folded" text GENERATED ALWAYS AS (search_fold("search_text")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "market_product" ADD COLUMN "search_han_bigrams" text[] GENERATED ALWAYS AS (search_bigrams("search_text")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "market_animal_disease" ADD COLUMN "search_folded" text GENERATED ALWAYS AS (search_fold("search_text")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "market_consignee" ADD COLUMN "search_folded" text GENERATED ALWAYS AS (search_fold("search_text")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "news_customs_update" ADD COLUMN "search_folded" text GENERATED ALWAYS AS (search_fold("search_text")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "news_customs_update" ADD COLUMN "search_han_bigrams" text[] GENERATED ALWAYS AS (search_bigrams("search_text")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "news_item" ADD COLUMN "search_folded" text GENERATED ALWAYS AS (search_fold("search_text")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "news_item" ADD COLUMN "search_han_bigrams" text[] GENERATED ALWAYS AS (search_bigrams("search_text")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_article" ADD COLUMN "search_folded" text GENERATED ALWAYS AS (search_fold("content_title")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "knowledge_article" ADD COLUMN "search_han_bigrams" text[] GENERATED ALWAYS AS (search_bigrams("content_title")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "unapproved_shipment" ADD COLUMN "search_folded" text GENERATED ALWAYS AS (search_fold("search_text")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "community_topic" ADD COLUMN "search_folded" text GENERATED ALWAYS AS (search_fold("title" || ' ' || "content")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "community_topic" ADD COLUMN "search_han_bigrams" text[] GENERATED ALWAYS AS (search_bigrams("title" || ' ' || "content")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "supply_demand" ADD COLUMN "search_folded" text GENERATED ALWAYS AS (search_fold("content")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "supply_demand" ADD COLUMN "search_han_bigrams" text[] GENERATED ALWAYS AS (search_bigrams("content")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "market_company_search_fold_trgm" ON "market_company" USING gin ("search_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "market_company_search_bigrams" ON "market_company" USING gin ("search_han_bigrams");--> statement-breakpoint
CREATE INDEX "market_plant_search_fold_trgm" ON "market_plant" USING gin ("search_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "market_plant_search_bigrams" ON "market_plant" USING gin ("search_han_bigrams");--> statement-breakpoint
CREATE INDEX "market_product_search_fold_trgm" ON "market_product" USING gin ("search_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "market_product_search_bigrams" ON "market_product" USING gin ("search_han_bigrams");--> statement-breakpoint
CREATE INDEX "market_animal_disease_search_fold_trgm" ON "market_animal_disease" USING gin ("search_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "market_consignee_search_fold_trgm" ON "market_consignee" USING gin ("search_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_customs_update_search_fold_trgm" ON "news_customs_update" USING gin ("search_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_customs_update_search_bigrams" ON "news_customs_update" USING gin ("search_han_bigrams");--> statement-breakpoint
CREATE INDEX "news_item_search_fold_trgm" ON "news_item" USING gin ("search_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_item_search_bigrams" ON "news_item" USING gin ("search_han_bigrams");--> statement-breakpoint
CREATE INDEX "knowledge_article_title_fold_trgm" ON "knowledge_article" USING gin ("search_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "knowledge_article_title_bigrams" ON "knowledge_article" USING gin ("search_han_bigrams");--> statement-breakpoint
CREATE INDEX "unapproved_shipment_search_fold_trgm" ON "unapproved_shipment" USING gin ("search_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "community_topic_text_fold_trgm" ON "community_topic" USING gin ("search_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "community_topic_text_bigrams" ON "community_topic" USING gin ("search_han_bigrams");--> statement-breakpoint
CREATE INDEX "supply_demand_content_fold_trgm" ON "supply_demand" USING gin ("search_folded" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supply_demand_content_bigrams" ON "supply_demand" USING gin ("search_han_bigrams");