ALTER TABLE "chat_reports" ADD COLUMN "room_message_id" integer;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD COLUMN "private_message_id" integer;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_room_message_id_chat_room_messages_id_fk" FOREIGN KEY ("room_message_id") REFERENCES "public"."chat_room_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_private_message_id_private_messages_id_fk" FOREIGN KEY ("private_message_id") REFERENCES "public"."private_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_members_room_list_idx" ON "chat_members" USING btree ("chat_room_id","online" DESC NULLS FIRST,"name","id");--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_one_message" CHECK ("chat_reports"."room_message_id" is null or "chat_reports"."private_message_id" is null);