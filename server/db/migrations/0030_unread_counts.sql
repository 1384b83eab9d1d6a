DROP INDEX "conversation_enquirer_idx";--> statement-breakpoint
DROP INDEX "conversation_owner_idx";--> statement-breakpoint
ALTER TABLE "conversation" ADD COLUMN "enquirer_unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation" ADD COLUMN "owner_unread" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "conversation" c SET
  "enquirer_unread" = (SELECT count(*) FROM "conversation_message" m WHERE m."conversation_id" = c."id" AND m."id" > c."enquirer_read_id" AND m."sender_id" <> c."enquirer_id" AND m."deleted_at" IS NULL),
  "owner_unread" = (SELECT count(*) FROM "conversation_message" m WHERE m."conversation_id" = c."id" AND m."id" > c."owner_read_id" AND m."sender_id" <> c."owner_id" AND m."deleted_at" IS NULL);--> statement-breakpoint
CREATE INDEX "conversation_enquirer_unread_idx" ON "conversation" USING btree ("enquirer_id","enquirer_unread") WHERE enquirer_unread > 0;--> statement-breakpoint
CREATE INDEX "conversation_owner_unread_idx" ON "conversation" USING btree ("owner_id","owner_unread") WHERE owner_unread > 0;--> statement-breakpoint
CREATE INDEX "conversation_enquirer_idx" ON "conversation" USING btree ("enquirer_id","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversation_owner_idx" ON "conversation" USING btree ("owner_id","last_message_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);