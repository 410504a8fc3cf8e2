ALTER TABLE "chat_room_messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "private_messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "chat_room_messages_room_updated_idx" ON "chat_room_messages" USING btree ("chat_room_id","updated_at");