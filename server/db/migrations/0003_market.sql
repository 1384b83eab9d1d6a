CREATE TABLE "market_animal_disease" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"access_type" text NOT NULL,
	"area_name" text NOT NULL,
	"plague_name" text DEFAULT '' NOT NULL,
	"plague_name_alias" text DEFAULT '' NOT NULL,
	"plague_content" text DEFAULT '' NOT NULL,
	"plague_content_alias" text DEFAULT '' NOT NULL,
	"ban_date" date NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_company" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_code" text NOT NULL,
	"country_code" text NOT NULL,
	"access_type" text NOT NULL,
	"plant_name" text NOT NULL,
	"plant_name_zh" text DEFAULT '' NOT NULL,
	"company_alias" text DEFAULT '' NOT NULL,
	"company_label" text DEFAULT '' NOT NULL,
	"company_type" text DEFAULT '' NOT NULL,
	"cp_logo" text DEFAULT '' NOT NULL,
	"promote_flag" smallint DEFAULT 0 NOT NULL,
	"real_views" integer DEFAULT 0 NOT NULL,
	"introduction" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"goods_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_company_article" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"source_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_consignee" (
	"id" serial PRIMARY KEY NOT NULL,
	"credential_id" text NOT NULL,
	"en_name" text NOT NULL,
	"company_name" text NOT NULL,
	"custom_code" text NOT NULL,
	"record_num" text NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_customs_port" (
	"custom_code" text PRIMARY KEY NOT NULL,
	"custom_name" text NOT NULL,
	"custom_name_alias" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_plant" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"country_code" text NOT NULL,
	"access_type" text NOT NULL,
	"plant_no" text NOT NULL,
	"plant_name" text NOT NULL,
	"plant_name_zh" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"activities" text DEFAULT '' NOT NULL,
	"product_mode" text DEFAULT '' NOT NULL,
	"company_logo" text DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"goods_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"china_register_codes" text DEFAULT '' NOT NULL,
	"point_count" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_plant_event" (
	"id" serial PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL,
	"source_date" date NOT NULL,
	"record_type" text NOT NULL,
	"record_type_name" text NOT NULL,
	"en_content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_plant_registration" (
	"id" serial PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL,
	"goods_type" text NOT NULL,
	"china_register_code" text NOT NULL,
	"register_date" date,
	"register_expire_date" date,
	"status" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_plant_suspension" (
	"id" serial PRIMARY KEY NOT NULL,
	"plant_id" integer NOT NULL,
	"access_type" text NOT NULL,
	"country_code" text NOT NULL,
	"goods_type" text NOT NULL,
	"suspend_date" date NOT NULL,
	"lifted_date" date,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_product" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_code" text NOT NULL,
	"access_type" text NOT NULL,
	"country_code" text NOT NULL,
	"goods_type" text NOT NULL,
	"en_goods_name" text NOT NULL,
	"goods_name" text NOT NULL,
	"category_name" text NOT NULL,
	"plant_count" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_product_plant" (
	"product_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	"way" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_like" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"point_type" text NOT NULL,
	"access_type" text NOT NULL,
	"country_code" text NOT NULL,
	"point_object" text NOT NULL,
	"point_terminal" text DEFAULT 'PC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subscribe_type" text NOT NULL,
	"access_type" text NOT NULL,
	"country_code" text NOT NULL,
	"sub_object" text NOT NULL,
	"sub_object_name" text NOT NULL,
	"sub_terminal" text DEFAULT 'PC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_animal_disease" ADD CONSTRAINT "market_animal_disease_country_code_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."country"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_company" ADD CONSTRAINT "market_company_country_code_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."country"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_company_article" ADD CONSTRAINT "market_company_article_company_id_market_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."market_company"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_consignee" ADD CONSTRAINT "market_consignee_custom_code_market_customs_port_custom_code_fk" FOREIGN KEY ("custom_code") REFERENCES "public"."market_customs_port"("custom_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_plant" ADD CONSTRAINT "market_plant_company_id_market_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."market_company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_plant" ADD CONSTRAINT "market_plant_country_code_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."country"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_plant_event" ADD CONSTRAINT "market_plant_event_plant_id_market_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."market_plant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_plant_registration" ADD CONSTRAINT "market_plant_registration_plant_id_market_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."market_plant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_plant_suspension" ADD CONSTRAINT "market_plant_suspension_plant_id_market_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."market_plant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_product" ADD CONSTRAINT "market_product_country_code_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."country"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_product_plant" ADD CONSTRAINT "market_product_plant_product_id_market_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."market_product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_product_plant" ADD CONSTRAINT "market_product_plant_plant_id_market_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."market_plant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_like" ADD CONSTRAINT "point_like_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_animal_disease_country_idx" ON "market_animal_disease" USING btree ("country_code","ban_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "market_animal_disease_date_idx" ON "market_animal_disease" USING btree ("ban_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "market_animal_disease_search_trgm" ON "market_animal_disease" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "market_company_code_uq" ON "market_company" USING btree ("company_code");--> statement-breakpoint
CREATE INDEX "market_company_list_idx" ON "market_company" USING btree ("access_type","promote_flag" DESC NULLS FIRST,"real_views" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "market_company_country_idx" ON "market_company" USING btree ("access_type","country_code","promote_flag" DESC NULLS FIRST,"real_views" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "market_company_goods_idx" ON "market_company" USING gin ("goods_types");--> statement-breakpoint
CREATE INDEX "market_company_search_trgm" ON "market_company" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "market_company_name_prefix_idx" ON "market_company" USING btree (lower("plant_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "market_company_name_zh_prefix_idx" ON "market_company" USING btree ("plant_name_zh" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "market_company_article_company_idx" ON "market_company_article" USING btree ("company_id","source_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "market_consignee_record_uq" ON "market_consignee" USING btree ("record_num");--> statement-breakpoint
CREATE INDEX "market_consignee_record_prefix_idx" ON "market_consignee" USING btree ("record_num" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "market_consignee_port_idx" ON "market_consignee" USING btree ("custom_code","id");--> statement-breakpoint
CREATE INDEX "market_consignee_search_trgm" ON "market_consignee" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "market_plant_no_uq" ON "market_plant" USING btree ("access_type","country_code","plant_no");--> statement-breakpoint
CREATE INDEX "market_plant_company_idx" ON "market_plant" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "market_plant_list_idx" ON "market_plant" USING btree ("access_type","status","id");--> statement-breakpoint
CREATE INDEX "market_plant_country_idx" ON "market_plant" USING btree ("access_type","country_code","status","id");--> statement-breakpoint
CREATE INDEX "market_plant_goods_idx" ON "market_plant" USING gin ("goods_types");--> statement-breakpoint
CREATE INDEX "market_plant_search_trgm" ON "market_plant" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "market_plant_no_prefix_idx" ON "market_plant" USING btree ("access_type",lower("plant_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "market_plant_name_zh_prefix_idx" ON "market_plant" USING btree ("access_type","plant_name_zh" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "market_plant_event_plant_idx" ON "market_plant_event" USING btree ("plant_id","source_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "market_plant_registration_plant_idx" ON "market_plant_registration" USING btree ("plant_id");--> statement-breakpoint
CREATE INDEX "market_plant_suspension_plant_idx" ON "market_plant_suspension" USING btree ("plant_id");--> statement-breakpoint
CREATE INDEX "market_plant_suspension_active_idx" ON "market_plant_suspension" USING btree ("access_type","suspend_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "market_plant_suspension"."lifted_date" is null;--> statement-breakpoint
CREATE INDEX "market_plant_suspension_country_idx" ON "market_plant_suspension" USING btree ("access_type","country_code","suspend_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "market_plant_suspension"."lifted_date" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "market_product_code_uq" ON "market_product" USING btree ("goods_code");--> statement-breakpoint
CREATE INDEX "market_product_list_idx" ON "market_product" USING btree ("access_type","country_code","goods_type","id");--> statement-breakpoint
CREATE INDEX "market_product_search_trgm" ON "market_product" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "market_product_fts_idx" ON "market_product" USING gin (to_tsvector('simple', "en_goods_name"));--> statement-breakpoint
CREATE INDEX "market_product_name_prefix_idx" ON "market_product" USING btree (lower("en_goods_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "market_product_name_zh_prefix_idx" ON "market_product" USING btree ("goods_name" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "market_product_plant_uq" ON "market_product_plant" USING btree ("product_id","plant_id");--> statement-breakpoint
CREATE INDEX "market_product_plant_plant_idx" ON "market_product_plant" USING btree ("plant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "point_like_object_uq" ON "point_like" USING btree ("user_id","point_type","access_type","country_code","point_object");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_object_uq" ON "subscription" USING btree ("user_id","subscribe_type","access_type","country_code","sub_object");--> statement-breakpoint
CREATE INDEX "subscription_user_idx" ON "subscription" USING btree ("user_id","created_at" DESC NULLS LAST);