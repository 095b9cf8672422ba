-- The lists screens page through (platform/lists.ts) read one page in their default order: these
-- indexes hold each list's rows of a club in that order (the unique id last, as the lists' ORDER BY
-- ends), so a first page reads its few rows from the index instead of sorting the club's whole list.
-- All lead with tenant_id, like every index of a club table; a descending order reads them backwards.
CREATE INDEX "memberships_name_idx" ON "memberships" USING btree ("tenant_id", "last_name", "first_name", "id");
--> statement-breakpoint
CREATE INDEX "athletes_name_idx" ON "athletes" USING btree ("tenant_id", "last_name", "first_name", "id");
--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("tenant_id", "last_name", "first_name", "email", "id");
--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("tenant_id", "due_date", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "invoices_membership_due_idx" ON "invoices" USING btree ("tenant_id", "membership_id", "due_date", "created_at", "id");
--> statement-breakpoint
-- Due Payments: the unpaid ones only (pending or overdue, not settled through a charge invoice).
CREATE INDEX "invoices_unpaid_due_idx" ON "invoices" USING btree ("tenant_id", "due_date", "created_at", "id")
  WHERE "status" IN ('pending', 'overdue') AND "post_status" IS NULL;
--> statement-breakpoint
CREATE INDEX "payments_date_id_idx" ON "payments" USING btree ("tenant_id", "payment_date", "id");
--> statement-breakpoint
CREATE INDEX "payments_membership_date_idx" ON "payments" USING btree ("tenant_id", "membership_id", "payment_date", "id");
--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("tenant_id", "created_at", "id");
