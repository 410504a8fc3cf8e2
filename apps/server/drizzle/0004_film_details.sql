ALTER TABLE "films" ADD COLUMN "running_time_minutes" integer;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "year" integer;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "countries" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "genre" text;--> statement-breakpoint
ALTER TABLE "films" ADD COLUMN "cast_names" text[] DEFAULT '{}'::text[] NOT NULL;