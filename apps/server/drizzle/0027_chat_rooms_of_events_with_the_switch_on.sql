-- The event editor's Chat room switch now gives the event its room as it saves. Events saved with
-- the switch on before that have none: they get theirs here, titled and dated like the event.
INSERT INTO "chat_rooms" ("company_id", "screener_id", "title", "premiere_at")
SELECT "company_id", "id", "title", "screening_starts_at"
FROM "screeners"
WHERE "allow_chat_room"
ON CONFLICT ("screener_id") DO NOTHING;
