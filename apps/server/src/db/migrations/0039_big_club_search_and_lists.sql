-- A big club's searches and searched lists answered about as fast as a small club's:
-- 1. people_search holds each user's role (`role`, null for families and athletes), kept by the same
--    trigger, so the global search's staff are found among staff only: before, every family holder
--    a search found (121 of 3,000 in a big club for "em") was read from users to be dropped.
-- 2. The trigram index holds the kind after the club, so a search of one kind reads that kind's rows
--    only, not every family, athlete and account holding the words.
-- 3. springboard_people_top(): the people springboard_people_ranked() finds, only the n best with
--    their ties, so the global search reads the rows of the people it lists rather than of everyone
--    found (200 athletes for "em" in a club of 5,000).
ALTER TABLE "people_search" ADD COLUMN "role" text;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.springboard_people_search_sync() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $fn$
DECLARE person jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM public.people_search WHERE tenant_id = OLD.tenant_id AND kind = TG_TABLE_NAME AND person_id = OLD.id;
    RETURN NULL;
  END IF;
  person := to_jsonb(NEW);
  INSERT INTO public.people_search (tenant_id, kind, person_id, document, rank_key, role)
  VALUES (NEW.tenant_id, TG_TABLE_NAME, NEW.id,
    public.springboard_people_document(
      person->>'first_name', person->>'middle_name', person->>'last_name', person->>'email', person->>'phone'),
    public.springboard_people_rank_key(person->>'first_name', person->>'last_name',
      CASE WHEN TG_TABLE_NAME <> 'athletes' THEN person->>'email' END,
      CASE WHEN TG_TABLE_NAME = 'memberships' THEN person->>'phone' END),
    CASE WHEN TG_TABLE_NAME = 'users' THEN person->>'role' END)
  ON CONFLICT (tenant_id, kind, person_id) DO UPDATE
    SET document = excluded.document, rank_key = excluded.rank_key, role = excluded.role;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
DROP TRIGGER users_people_search ON "users";
--> statement-breakpoint
CREATE TRIGGER users_people_search AFTER INSERT OR UPDATE OF first_name, last_name, email, role OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION public.springboard_people_search_sync();
--> statement-breakpoint
DO $$
DECLARE club uuid;
BEGIN
  FOR club IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', club::text, true);
    UPDATE people_search s SET role = u.role
      FROM users u WHERE u.tenant_id = club AND s.tenant_id = club AND s.kind = 'users' AND s.person_id = u.id;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;
--> statement-breakpoint
DROP INDEX "people_search_document_idx";
--> statement-breakpoint
DO $$
DECLARE ext text := (SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'pg_trgm');
BEGIN
  EXECUTE format('CREATE INDEX "people_search_document_idx" ON "people_search" USING gin ("tenant_id", "kind", "document" %s.gin_trgm_ops)', ext);
END $$;
--> statement-breakpoint
-- The n people of one kind (and of one role when `only_role` is given: users only) in the club set
-- in app.tenant_id whose document is LIKE every pattern, with the least rank (as
-- springboard_people_ranked gives it), and every other person of the same rank as the last of them:
-- the caller breaks ties (by name) and keeps n, and the n it keeps are then the same as from every
-- person found.
CREATE FUNCTION public.springboard_people_top(kind text, patterns text[], typed text, digits text, only_role text, n integer)
RETURNS TABLE (person_id uuid, rank real)
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp ROWS 20 AS $fn$
DECLARE
  club uuid := NULLIF(current_setting('app.tenant_id', true), '')::uuid;
  normalised text[] := ARRAY(SELECT public.springboard_normalize(p) FROM unnest(patterns[1:8]) p);
  t text := public.springboard_normalize(typed);
BEGIN
  IF club IS NULL OR cardinality(normalised) = 0 OR n < 1 THEN
    RETURN;
  END IF;
  RETURN QUERY EXECUTE
    'SELECT found.person_id, (CASE
        WHEN $4 IN (k.name, k.reversed, k.f, k.l, k.e) OR ($5 <> '''' AND k.pd = $5) THEN 0
        WHEN starts_with(k.name, $4) OR starts_with(k.reversed, $4) OR (k.e <> '''' AND starts_with(k.e, $4))
          OR ($5 <> '''' AND k.pd <> '''' AND starts_with(k.pd, $5)) THEN 1
        ELSE 2 END - public.springboard_similarity(k.name, $4) / 10)::real AS rank
     FROM (' || replace(public.springboard_people_matching_sql(cardinality(normalised)), 'SELECT s.person_id', 'SELECT s.person_id, s.rank_key')
     || CASE WHEN only_role IS NULL THEN '' ELSE ' AND s.role = $6' END
     || ') found,
     LATERAL (SELECT btrim(p.f || '' '' || p.l) AS name, btrim(p.l || '' '' || p.f) AS reversed, p.f, p.l, p.e, p.pd
              FROM (SELECT btrim(a[1]) AS f, btrim(a[2]) AS l, btrim(a[3]) AS e, coalesce(a[4], '''') AS pd
                    FROM (SELECT string_to_array(coalesce(found.rank_key, ''''), E''\x01'') AS a OFFSET 0) parts OFFSET 0) p OFFSET 0) k
     ORDER BY 2 FETCH FIRST $7 ROWS WITH TIES'
    USING club, kind, normalised, t, coalesce(digits, ''), only_role, n;
END
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.springboard_people_top(text, text[], text, text, text, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.springboard_people_top(text, text[], text, text, text, integer) TO springboard_app;
