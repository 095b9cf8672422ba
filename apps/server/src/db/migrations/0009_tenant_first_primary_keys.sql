-- Every club table's primary key leads with tenant_id, so the schema is ready to distribute: a
-- tenant-distributed engine (Citus, distributed by tenant_id) needs tenant_id in every primary key
-- and unique constraint. The unique (tenant_id, id) each table already had, which the composite
-- foreign keys point at, becomes the primary key itself (one index instead of two); those foreign
-- keys are taken off and put back unchanged around the swap. Tables are found in the catalog, so
-- every club table gets it, whatever its number.
DO $$
DECLARE
  t record;
  fk record;
  uniq text;
BEGIN
  FOR t IN
    SELECT c.oid, c.relname, pk.conname AS pkey
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
    JOIN pg_constraint pk ON pk.conrelid = c.oid AND pk.contype = 'p'
    WHERE c.relkind = 'r'
      AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped)
      AND (SELECT array_agg(a.attname::text ORDER BY k.i) FROM unnest(pk.conkey) WITH ORDINALITY k(attnum, i)
           JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum) = ARRAY['id']
  LOOP
    SELECT u.conname INTO uniq
    FROM pg_constraint u
    WHERE u.conrelid = t.oid AND u.contype = 'u'
      AND (SELECT array_agg(a.attname::text ORDER BY k.i) FROM unnest(u.conkey) WITH ORDINALITY k(attnum, i)
           JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum) = ARRAY['tenant_id', 'id'];

    CREATE TEMP TABLE IF NOT EXISTS pointing_fks (relid oid, conname name, def text) ON COMMIT DROP;
    DELETE FROM pointing_fks;
    INSERT INTO pointing_fks
      SELECT f.conrelid, f.conname, pg_get_constraintdef(f.oid) FROM pg_constraint f WHERE f.contype = 'f' AND f.confrelid = t.oid;
    FOR fk IN SELECT * FROM pointing_fks LOOP
      EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', fk.relid::regclass, fk.conname);
    END LOOP;

    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', t.relname, t.pkey);
    IF uniq IS NOT NULL THEN
      EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', t.relname, uniq);
    END IF;
    EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I PRIMARY KEY (tenant_id, id)', t.relname, t.relname || '_pkey');

    FOR fk IN SELECT * FROM pointing_fks LOOP
      EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', fk.relid::regclass, fk.conname, fk.def);
    END LOOP;
  END LOOP;
END $$;
