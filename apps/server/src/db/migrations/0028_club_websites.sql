-- The club's public website in its own words: one row per club holding every text (hero, why choose
-- us, testimonials, about, FAQ, the programs banner, the footer blurb and the footer's pages) in
-- English and Spanish, as one JSON document the contract's websiteTexts schema checks on every write.
-- Its own table rather than columns of club_settings: the settings are read on every page of every
-- area, the website texts only by the public pages and the Website screen.
CREATE TABLE "club_websites" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_websites" ADD CONSTRAINT "club_websites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "club_websites" TO springboard_app;
--> statement-breakpoint
SELECT springboard_protect_table('club_websites');
--> statement-breakpoint
-- A program's name and description in Spanish, shown to Spanish readers when written.
ALTER TABLE "programs" ADD COLUMN "label_es" text;
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "description_es" text;
