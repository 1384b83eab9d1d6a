CREATE TABLE "agreement" (
	"id" serial PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"agreement_type" text NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country" (
	"code" text PRIMARY KEY NOT NULL,
	"iso3" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"region_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dataset_info" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dictionary_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"dic_code" text NOT NULL,
	"detail_code" text NOT NULL,
	"en_name" text NOT NULL,
	"zh_name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friendly_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_name" text NOT NULL,
	"link_url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_info" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_name" text NOT NULL,
	"logo" text NOT NULL,
	"email" text NOT NULL,
	"contact_phone" text NOT NULL,
	"address" text NOT NULL,
	"host" text NOT NULL,
	"icp_record_number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "country" ADD CONSTRAINT "country_region_code_region_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."region"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agreement_app_type_uq" ON "agreement" USING btree ("app_id","agreement_type");--> statement-breakpoint
CREATE INDEX "country_region_idx" ON "country" USING btree ("region_code");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_item_code_uq" ON "dictionary_item" USING btree ("dic_code","detail_code");