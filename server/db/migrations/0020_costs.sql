CREATE TABLE "cost_calculation" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rate" (
	"rate_date" date NOT NULL,
	"source" text NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"rate" numeric(20, 6) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rate_rate_date_source_base_quote_pk" PRIMARY KEY("rate_date","source","base","quote")
);
--> statement-breakpoint
CREATE TABLE "tariff_additional_duty" (
	"id" serial PRIMARY KEY NOT NULL,
	"hs_code" text NOT NULL,
	"origin" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"source" text NOT NULL,
	"as_of" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariff_agreement_rate" (
	"hs_code" text NOT NULL,
	"agreement" text NOT NULL,
	"rate_bp" integer NOT NULL,
	CONSTRAINT "tariff_agreement_rate_hs_code_agreement_pk" PRIMARY KEY("hs_code","agreement")
);
--> statement-breakpoint
CREATE TABLE "tariff_line" (
	"hs_code" text PRIMARY KEY NOT NULL,
	"description_zh" text NOT NULL,
	"description_en" text NOT NULL,
	"unit" text NOT NULL,
	"mfn_rate_bp" integer NOT NULL,
	"provisional_rate_bp" integer,
	"provisional_from" date,
	"provisional_to" date,
	"vat_rate_bp" integer NOT NULL,
	"source" text NOT NULL,
	"as_of" date NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cost_calculation" ADD CONSTRAINT "cost_calculation_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_additional_duty" ADD CONSTRAINT "tariff_additional_duty_hs_code_tariff_line_hs_code_fk" FOREIGN KEY ("hs_code") REFERENCES "public"."tariff_line"("hs_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_agreement_rate" ADD CONSTRAINT "tariff_agreement_rate_hs_code_tariff_line_hs_code_fk" FOREIGN KEY ("hs_code") REFERENCES "public"."tariff_line"("hs_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_calculation_user_idx" ON "cost_calculation" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "exchange_rate_pair_idx" ON "exchange_rate" USING btree ("base","quote","rate_date");--> statement-breakpoint
CREATE INDEX "tariff_additional_duty_line_idx" ON "tariff_additional_duty" USING btree ("hs_code","origin");