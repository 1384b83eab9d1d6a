CREATE TABLE "company_application" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"applicant_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"market_company_id" integer,
	"consignee_id" integer,
	"name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"work_email" text DEFAULT '' NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"domain_match" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_application_plant" (
	"application_id" integer NOT NULL,
	"plant_id" integer NOT NULL,
	CONSTRAINT "company_application_plant_application_id_plant_id_pk" PRIMARY KEY("application_id","plant_id")
);
--> statement-breakpoint
ALTER TABLE "company_application" ADD CONSTRAINT "company_application_applicant_id_app_user_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_application" ADD CONSTRAINT "company_application_owner_id_app_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_application" ADD CONSTRAINT "company_application_market_company_id_market_company_id_fk" FOREIGN KEY ("market_company_id") REFERENCES "public"."market_company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_application" ADD CONSTRAINT "company_application_consignee_id_market_consignee_id_fk" FOREIGN KEY ("consignee_id") REFERENCES "public"."market_consignee"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_application" ADD CONSTRAINT "company_application_decided_by_app_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_application_plant" ADD CONSTRAINT "company_application_plant_application_id_company_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."company_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_application_plant" ADD CONSTRAINT "company_application_plant_plant_id_market_plant_id_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."market_plant"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_application_applicant_idx" ON "company_application" USING btree ("applicant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "company_application_state_idx" ON "company_application" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_application_company_verified_uq" ON "company_application" USING btree ("market_company_id") WHERE state = 'VERIFIED' and market_company_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "company_application_consignee_verified_uq" ON "company_application" USING btree ("consignee_id") WHERE state = 'VERIFIED' and consignee_id is not null;