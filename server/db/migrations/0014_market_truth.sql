DROP INDEX "market_plant_registration_plant_idx";--> statement-breakpoint
ALTER TABLE "market_animal_disease" ADD COLUMN "goods_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "market_plant" ADD COLUMN "review_flag" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "market_plant" ADD COLUMN "review_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "market_plant" ADD COLUMN "list_file" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "market_plant" ADD COLUMN "list_as_of" date;--> statement-breakpoint
ALTER TABLE "market_plant_event" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "market_plant_event" ADD COLUMN "goods_type" text;--> statement-breakpoint
ALTER TABLE "market_plant_event" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "market_plant_event" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "market_plant_event" ADD COLUMN "source" text DEFAULT 'demo' NOT NULL;--> statement-breakpoint
ALTER TABLE "market_plant_event" ADD COLUMN "source_file" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "market_plant_event" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "market_plant_registration" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "market_plant_event" ADD CONSTRAINT "market_plant_event_company_id_market_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."market_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_plant_review_idx" ON "market_plant" USING btree ("list_as_of" DESC NULLS LAST,"id") WHERE "market_plant"."review_flag" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "market_plant_registration_goods_uq" ON "market_plant_registration" USING btree ("plant_id","goods_type");