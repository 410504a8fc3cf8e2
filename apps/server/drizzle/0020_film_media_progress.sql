ALTER TABLE "media" ADD COLUMN "progress" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "source_path" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "thumbnails" text[] DEFAULT '{}'::text[] NOT NULL;