CREATE TABLE "customs_import" (
	"month" date NOT NULL,
	"product_type" text NOT NULL,
	"category_code" text NOT NULL,
	"country_code" text NOT NULL,
	"value_usd" double precision NOT NULL,
	"volume_tonnes" double precision NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customs_import_product_type_month_country_code_category_code_pk" PRIMARY KEY("product_type","month","country_code","category_code")
);
--> statement-breakpoint
CREATE TABLE "security" (
	"code" text PRIMARY KEY NOT NULL,
	"short_code" text NOT NULL,
	"english_name" text NOT NULL,
	"kind" text NOT NULL,
	"weight_unit_symbol" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "security_bar" (
	"security_code" text NOT NULL,
	"trade_date" date NOT NULL,
	"open" double precision NOT NULL,
	"high" double precision NOT NULL,
	"low" double precision NOT NULL,
	"close" double precision NOT NULL,
	"settle" double precision,
	"volume" double precision,
	"open_interest" double precision,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_bar_security_code_trade_date_pk" PRIMARY KEY("security_code","trade_date")
);
--> statement-breakpoint
CREATE TABLE "unapproved_shipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"quarantine_code" text NOT NULL,
	"hs_code" text DEFAULT '' NOT NULL,
	"product_name" text NOT NULL,
	"product_type" text DEFAULT '' NOT NULL,
	"origin_country_code" text NOT NULL,
	"origin_company" text DEFAULT '' NOT NULL,
	"importer" text DEFAULT '' NOT NULL,
	"weight_kg" double precision,
	"reject_reason" text NOT NULL,
	"entry_port" text DEFAULT '' NOT NULL,
	"report_month" date NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wholesale_price" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"product_type" text DEFAULT '' NOT NULL,
	"product_name" text NOT NULL,
	"origin" text DEFAULT '' NOT NULL,
	"quote_date" date NOT NULL,
	"low_price" double precision,
	"high_price" double precision,
	"avg_price" double precision,
	"place" text DEFAULT '' NOT NULL,
	"spec_info" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customs_import" ADD CONSTRAINT "customs_import_country_code_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."country"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_bar" ADD CONSTRAINT "security_bar_security_code_security_code_fk" FOREIGN KEY ("security_code") REFERENCES "public"."security"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unapproved_shipment" ADD CONSTRAINT "unapproved_shipment_origin_country_code_country_code_fk" FOREIGN KEY ("origin_country_code") REFERENCES "public"."country"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customs_import_country_idx" ON "customs_import" USING btree ("country_code");--> statement-breakpoint
CREATE UNIQUE INDEX "unapproved_shipment_code_key" ON "unapproved_shipment" USING btree ("quarantine_code");--> statement-breakpoint
CREATE INDEX "unapproved_shipment_month_idx" ON "unapproved_shipment" USING btree ("report_month" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "unapproved_shipment_type_idx" ON "unapproved_shipment" USING btree ("product_type","report_month" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "unapproved_shipment_search_trgm" ON "unapproved_shipment" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "wholesale_price_key" ON "wholesale_price" USING btree ("category","product_name","origin","quote_date");--> statement-breakpoint
CREATE INDEX "wholesale_price_day_idx" ON "wholesale_price" USING btree ("category","quote_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wholesale_price_meat_idx" ON "wholesale_price" USING btree ("category","product_type","quote_date" DESC NULLS LAST);