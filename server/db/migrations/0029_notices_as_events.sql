ALTER TABLE "market_plant_event" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "market_animal_disease" ADD COLUMN "lifted_date" date;--> statement-breakpoint
ALTER TABLE "market_animal_disease" ADD COLUMN "source" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "market_animal_disease" ADD COLUMN "source_id" integer;--> statement-breakpoint
ALTER TABLE "news_customs_update" ADD COLUMN "changes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "news_customs_update" ADD COLUMN "applied" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "news_customs_update" ADD COLUMN "applied_at" timestamp with time zone;