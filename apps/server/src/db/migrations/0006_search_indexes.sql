-- The global search of the admin and staff sidebars (modules/search): members, athletes and staff of
-- the club whose first name or e-mail starts with what was typed, whatever its case.
--
-- Under row-level security an index serves only leakproof conditions, and lower(column) is not
-- leakproof: an index on lower("first_name") is never used by a search that runs as springboard_app
-- (the club's rows are all read and filtered). So the lowered values are stored (generated columns)
-- and compared with starts_with(), which is leakproof, on btree indexes that lead with tenant_id
-- (text_pattern_ops serves a prefix whatever the database's collation).
ALTER TABLE "memberships" ADD COLUMN "search_first_name" text GENERATED ALWAYS AS (lower("first_name")) STORED;
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "search_email" text GENERATED ALWAYS AS (lower("email")) STORED;
--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "search_first_name" text GENERATED ALWAYS AS (lower("first_name")) STORED;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_first_name" text GENERATED ALWAYS AS (lower("first_name")) STORED;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_email" text GENERATED ALWAYS AS (lower("email")) STORED;
--> statement-breakpoint
CREATE INDEX "memberships_search_first_name_idx" ON "memberships" USING btree ("tenant_id", "search_first_name" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "memberships_search_email_idx" ON "memberships" USING btree ("tenant_id", "search_email" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "athletes_search_first_name_idx" ON "athletes" USING btree ("tenant_id", "search_first_name" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "users_search_first_name_idx" ON "users" USING btree ("tenant_id", "search_first_name" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "users_search_email_idx" ON "users" USING btree ("tenant_id", "search_email" text_pattern_ops);
