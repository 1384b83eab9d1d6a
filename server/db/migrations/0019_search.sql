-- Search that finds what people type (docs/search.md, decision 0045): accents folded, Han bigrams indexed.
-- unaccent ships with PostgreSQL's contrib and as a PGlite extension (server/db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- Lower-cased, accents removed: IMMUTABLE (unaccent itself is only STABLE, as its dictionary could change), so
-- indexes may hold it; the dictionary is named with its schema so the result never depends on search_path.
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
-- Every two neighbouring Han characters of the text, once each (the same as hanBigrams in server/shared/search).
CREATE OR REPLACE FUNCTION search_bigrams(text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(array_agg(DISTINCT substr(m.r[1], i, 2)), '{}'::text[])
    FROM regexp_matches($1, '[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]{2,}', 'g') AS m(r),
         generate_series(1, char_length(m.r[1]) - 1) AS i
  $$;--> statement-breakpoint
DROP INDEX "market_company_search_trgm";--> statement-breakpoint
DROP INDEX "market_plant_search_trgm";--> statement-breakpoint
DROP INDEX "market_product_search_trgm";--> statement-breakpoint
DROP INDEX "market_animal_disease_search_trgm";--> statement-breakpoint
DROP INDEX "market_consignee_search_trgm";--> statement-breakpoint
DROP INDEX "news_customs_update_search_trgm";--> statement-breakpoint
DROP INDEX "news_item_search_trgm";--> statement-breakpoint
DROP INDEX "knowledge_article_title_trgm_idx";--> statement-breakpoint
DROP INDEX "unapproved_shipment_search_trgm";--> statement-breakpoint
DROP INDEX "community_topic_text_trgm_idx";--> statement-breakpoint
DROP INDEX "supply_demand_content_trgm_idx";--> statement-breakpoint
CREATE INDEX "market_company_search_fold_trgm" ON "market_company" USING gin (search_fold("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "market_company_search_bigrams" ON "market_company" USING gin (search_bigrams("search_text"));--> statement-breakpoint
CREATE INDEX "market_plant_search_fold_trgm" ON "market_plant" USING gin (search_fold("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "market_plant_search_bigrams" ON "market_plant" USING gin (search_bigrams("search_text"));--> statement-breakpoint
CREATE INDEX "market_product_search_fold_trgm" ON "market_product" USING gin (search_fold("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "market_product_search_bigrams" ON "market_product" USING gin (search_bigrams("search_text"));--> statement-breakpoint
CREATE INDEX "market_animal_disease_search_fold_trgm" ON "market_animal_disease" USING gin (search_fold("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "market_consignee_search_fold_trgm" ON "market_consignee" USING gin (search_fold("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_customs_update_search_fold_trgm" ON "news_customs_update" USING gin (search_fold("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_customs_update_search_bigrams" ON "news_customs_update" USING gin (search_bigrams("search_text"));--> statement-breakpoint
CREATE INDEX "news_item_search_fold_trgm" ON "news_item" USING gin (search_fold("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_item_search_bigrams" ON "news_item" USING gin (search_bigrams("search_text"));--> statement-breakpoint
CREATE INDEX "knowledge_article_title_fold_trgm" ON "knowledge_article" USING gin (search_fold("content_title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "knowledge_article_title_bigrams" ON "knowledge_article" USING gin (search_bigrams("content_title"));--> statement-breakpoint
CREATE INDEX "unapproved_shipment_search_fold_trgm" ON "unapproved_shipment" USING gin (search_fold("search_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "community_topic_text_fold_trgm" ON "community_topic" USING gin (search_fold("title" || ' ' || "content") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "community_topic_text_bigrams" ON "community_topic" USING gin (search_bigrams("title" || ' ' || "content"));--> statement-breakpoint
CREATE INDEX "supply_demand_content_fold_trgm" ON "supply_demand" USING gin (search_fold("content") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "supply_demand_content_bigrams" ON "supply_demand" USING gin (search_bigrams("content"));