CREATE TABLE "company_invitation" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"email" text NOT NULL,
	"invited_by" integer,
	"token_hash" text NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"accepted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_join_request" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company_member" (
	"application_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_member_application_id_user_id_pk" PRIMARY KEY("application_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "company_invitation" ADD CONSTRAINT "company_invitation_application_id_company_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."company_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitation" ADD CONSTRAINT "company_invitation_invited_by_app_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitation" ADD CONSTRAINT "company_invitation_accepted_by_app_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_join_request" ADD CONSTRAINT "company_join_request_application_id_company_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."company_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_join_request" ADD CONSTRAINT "company_join_request_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_join_request" ADD CONSTRAINT "company_join_request_decided_by_app_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_member" ADD CONSTRAINT "company_member_application_id_company_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."company_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_member" ADD CONSTRAINT "company_member_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitation_token_uq" ON "company_invitation" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "company_invitation_application_idx" ON "company_invitation" USING btree ("application_id","state");--> statement-breakpoint
CREATE INDEX "company_join_request_application_idx" ON "company_join_request" USING btree ("application_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "company_join_request_pending_uq" ON "company_join_request" USING btree ("application_id","user_id") WHERE state = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "company_member_user_uq" ON "company_member" USING btree ("user_id");