CREATE TABLE "market_ban_lift" (
	"id" serial PRIMARY KEY NOT NULL,
	"disease_id" integer NOT NULL,
	"lifted_date" date NOT NULL,
	"source" text NOT NULL,
	"source_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "market_company_article" CASCADE;--> statement-breakpoint
ALTER TABLE "market_ban_lift" ADD CONSTRAINT "market_ban_lift_disease_id_market_animal_disease_id_fk" FOREIGN KEY ("disease_id") REFERENCES "public"."market_animal_disease"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_ban_lift_disease_idx" ON "market_ban_lift" USING btree ("disease_id");--> statement-breakpoint
-- Bans lifted before lifts had rows of their own get one, so every lifted ban has its lift (the watchlist starts past them).
INSERT INTO "market_ban_lift" ("disease_id", "lifted_date", "source", "source_id") SELECT "id", "lifted_date", "source", "source_id" FROM "market_animal_disease" WHERE "lifted_date" IS NOT NULL ORDER BY "id";
