-- Row-level security on every club table. The server runs its queries as springboard_app (switched
-- to per transaction with SET LOCAL ROLE), which cannot bypass RLS, so even a DATABASE_URL naming a
-- superuser sees only the rows of the club set in app.tenant_id. With no tenant set, no rows.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'springboard_app') THEN
    CREATE ROLE springboard_app NOLOGIN NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL; -- another database of the same cluster created it at the same moment
END $$;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT springboard_app TO %I', current_user);
EXCEPTION WHEN duplicate_object OR unique_violation OR invalid_grant_operation THEN
  NULL; -- already a member (or the superuser, who needs no grant)
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO springboard_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO springboard_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO springboard_app;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION springboard_protect_table(tbl regclass) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (tenant_id = NULLIF(current_setting(''app.tenant_id'', true), '''')::uuid) '
    'WITH CHECK (tenant_id = NULLIF(current_setting(''app.tenant_id'', true), '''')::uuid)', tbl);
END
$fn$;
--> statement-breakpoint
DO $$
DECLARE t record;
BEGIN
  FOR t IN
    SELECT c.oid::regclass AS tbl
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
    WHERE n.nspname = 'public' AND c.relkind = 'r'
  LOOP
    PERFORM springboard_protect_table(t.tbl);
  END LOOP;
END $$;
