CREATE TABLE "limit_window" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"ends_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limit_window_ends_at_idx" ON "limit_window" USING btree ("ends_at");