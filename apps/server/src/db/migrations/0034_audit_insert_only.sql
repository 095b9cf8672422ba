-- The audit trail is written once and never rewritten: the server's role may add a club's rows and
-- read them (row-level security keeps each club to its own, as on every club table), but holds no
-- UPDATE, DELETE or TRUNCATE on them, so no request, job or bug of the application can change or
-- remove what was recorded. A club deleted by its owner takes its rows with it (the foreign key's
-- cascade runs as the table's owner).
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_log" FROM springboard_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON "audit_log" TO springboard_app;
--> statement-breakpoint
-- The Activity screen's filters: one kind of row (an invoice, a role) or one person's actions, newest first.
CREATE INDEX IF NOT EXISTS "audit_log_tenant_entity_idx" ON "audit_log" ("tenant_id", "entity", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_tenant_actor_idx" ON "audit_log" ("tenant_id", "actor_user_id", "created_at");
