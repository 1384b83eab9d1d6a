CREATE TABLE "saved_search" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"mail" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_match" (
	"search_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "saved_search_match_search_id_lead_id_pk" PRIMARY KEY("search_id","lead_id")
);
--> statement-breakpoint
CREATE TABLE "saved_search_pending" (
	"lead_id" integer PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search" ADD CONSTRAINT "saved_search_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_match" ADD CONSTRAINT "saved_search_match_search_id_saved_search_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_search"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_match" ADD CONSTRAINT "saved_search_match_lead_id_supply_demand_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."supply_demand"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_pending" ADD CONSTRAINT "saved_search_pending_lead_id_supply_demand_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."supply_demand"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_user_name_uq" ON "saved_search" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "saved_search_user_idx" ON "saved_search" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_search_match_unmailed_idx" ON "saved_search_match" USING btree ("user_id") WHERE "saved_search_match"."mailed_at" is null;