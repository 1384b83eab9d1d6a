CREATE TABLE "bank_account_report" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer,
	"account_number" text NOT NULL,
	"account_key" text NOT NULL,
	"holder_name" text NOT NULL,
	"bank_name" text NOT NULL,
	"country_code" text NOT NULL,
	"story" text NOT NULL,
	"evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"company_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"decision_reason" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"source" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_account_report" ADD CONSTRAINT "bank_account_report_reporter_id_app_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account_report" ADD CONSTRAINT "bank_account_report_country_code_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."country"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_account_report" ADD CONSTRAINT "bank_account_report_company_id_market_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."market_company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_account_report_key_idx" ON "bank_account_report" USING btree ("account_key","status");--> statement-breakpoint
CREATE INDEX "bank_account_report_company_idx" ON "bank_account_report" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "bank_account_report_queue_idx" ON "bank_account_report" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bank_account_report_reporter_idx" ON "bank_account_report" USING btree ("reporter_id","created_at" DESC NULLS LAST);