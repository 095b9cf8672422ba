-- So that 1,000 clubs fit on one database: two indexes for the memberships list, found with EXPLAIN
-- ANALYZE on a database of 30 clubs of the bench's shape (db/query-plans.test.ts, npm run bench:scale).
-- Both lead with tenant_id, like every index of a club table.
--
-- The list's holder of each family (select … from users where membership_id = m.id order by
-- created_at limit 1) had no index on membership_id: each of a club's 130 families read all of the
-- club's users (130 × 133 rows). This one finds the holder directly; it also serves the ON DELETE
-- SET NULL of users.membership_id when a family is deleted.
CREATE INDEX "users_membership_idx" ON "users" USING btree ("tenant_id", "membership_id", "created_at");
--> statement-breakpoint
-- The list's balance of each family sums its unpaid invoices (pending or overdue, not settled by a
-- charge invoice): through invoices_membership_idx that fetched every invoice of the family (16 a
-- family, a year and more of monthly invoices) to keep one or two. The unpaid ones alone, with their
-- amounts, so the sum reads the index only.
CREATE INDEX "invoices_unpaid_idx" ON "invoices" USING btree ("tenant_id", "membership_id") INCLUDE ("amount_cents")
  WHERE "status" IN ('pending', 'overdue') AND "post_status" IS NULL;
