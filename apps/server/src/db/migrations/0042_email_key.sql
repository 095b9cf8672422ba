-- A club's people are looked up by e-mail, case aside: sign-in, the registration's "is this e-mail
-- taken", inviting a guardian, the family e-mails that reach every guardian. Written as
-- lower(email) = …, such a lookup could not use the (tenant_id, lower(email)) unique index: under
-- row-level security PostgreSQL may only use a condition in an index scan ahead of the club's
-- policy when its functions are LEAKPROOF, and lower() is not. It read every account (or family) of
-- the club and filtered them one by one: each sign-in of a club of 5,000 families read 5,000 rows.
-- email_key is lower(email), kept by PostgreSQL; compared with `=` on text (leakproof), the unique
-- index on (tenant_id, email_key) finds the one row. The uniqueness it enforces is the same.
--
-- Rewrites users and memberships (a stored column), under an exclusive lock on each: 2.3 s in all
-- on the bench:scale database (1,000 clubs: 133,000 accounts 1.1 s, 130,000 families 0.8 s, the two
-- indexes 0.2 s each), on 2 cores: the server answers nothing for that long at start-up.
ALTER TABLE "users" ADD COLUMN "email_key" text GENERATED ALWAYS AS (lower(email)) STORED NOT NULL;
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "email_key" text GENERATED ALWAYS AS (lower(email)) STORED NOT NULL;
--> statement-breakpoint
DROP INDEX "users_tenant_email_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_email_key" ON "users" USING btree ("tenant_id", "email_key");
--> statement-breakpoint
DROP INDEX "memberships_tenant_email_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_tenant_email_key" ON "memberships" USING btree ("tenant_id", "email_key");
