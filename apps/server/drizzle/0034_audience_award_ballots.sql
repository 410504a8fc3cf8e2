CREATE TABLE "award_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ballot_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"screener_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"secret_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ballot_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"screener_id" integer NOT NULL,
	"film_id" integer NOT NULL,
	"consumer_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ballot_votes_rating_range" CHECK ("ballot_votes"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "competition_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"screener_id" integer NOT NULL,
	"film_id" integer NOT NULL,
	"category_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voting_windows" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"screener_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	CONSTRAINT "voting_windows_order" CHECK ("voting_windows"."opens_at" < "voting_windows"."closes_at")
);
--> statement-breakpoint
ALTER TABLE "award_categories" ADD CONSTRAINT "award_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_links" ADD CONSTRAINT "ballot_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_links" ADD CONSTRAINT "ballot_links_screener_id_screeners_id_fk" FOREIGN KEY ("screener_id") REFERENCES "public"."screeners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_links" ADD CONSTRAINT "ballot_links_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_votes" ADD CONSTRAINT "ballot_votes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_votes" ADD CONSTRAINT "ballot_votes_screener_id_screeners_id_fk" FOREIGN KEY ("screener_id") REFERENCES "public"."screeners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_votes" ADD CONSTRAINT "ballot_votes_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_votes" ADD CONSTRAINT "ballot_votes_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_screener_id_screeners_id_fk" FOREIGN KEY ("screener_id") REFERENCES "public"."screeners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_entries" ADD CONSTRAINT "competition_entries_category_id_award_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."award_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_windows" ADD CONSTRAINT "voting_windows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_windows" ADD CONSTRAINT "voting_windows_screener_id_screeners_id_fk" FOREIGN KEY ("screener_id") REFERENCES "public"."screeners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voting_windows" ADD CONSTRAINT "voting_windows_category_id_award_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."award_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "award_categories_company_name_unique" ON "award_categories" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "ballot_links_one_per_viewer" ON "ballot_links" USING btree ("screener_id","consumer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ballot_links_secret_unique" ON "ballot_links" USING btree ("secret_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "ballot_votes_one_per_viewer" ON "ballot_votes" USING btree ("consumer_id","screener_id","film_id");--> statement-breakpoint
CREATE INDEX "ballot_votes_company_film_idx" ON "ballot_votes" USING btree ("company_id","screener_id","film_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competition_entries_unique" ON "competition_entries" USING btree ("screener_id","film_id","category_id");--> statement-breakpoint
CREATE INDEX "competition_entries_company_category_idx" ON "competition_entries" USING btree ("company_id","category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voting_windows_unique" ON "voting_windows" USING btree ("screener_id","category_id");