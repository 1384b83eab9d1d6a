DROP INDEX "market_plant_no_prefix_idx";--> statement-breakpoint
CREATE INDEX "market_plant_regno_prefix_idx" ON "market_plant" USING btree ("access_type",translate(lower("plant_no"), ' .-/', '') text_pattern_ops);--> statement-breakpoint
-- Existing rows: search texts also hold the normalised Reg.No.s (normaliseRegNo, server/db/sql/regno.ts), which the seed and importers now write.
UPDATE "market_plant" SET "search_text" = "search_text" || ' ' || translate(lower("plant_no"), ' .-/', '') WHERE translate(lower("plant_no"), ' .-/', '') <> lower("plant_no");--> statement-breakpoint
UPDATE "market_company" c SET "search_text" = c."search_text" || ' ' || r."reg_nos" FROM (SELECT "company_id", string_agg(translate(lower("plant_no"), ' .-/', ''), ' ' ORDER BY "id") AS "reg_nos" FROM "market_plant" WHERE translate(lower("plant_no"), ' .-/', '') <> lower("plant_no") GROUP BY "company_id") r WHERE r."company_id" = c."id";
