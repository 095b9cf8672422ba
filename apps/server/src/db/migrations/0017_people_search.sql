-- Finding people (members, athletes, staff) by first name, last name, the full name in either order,
-- e-mail or phone digits, whatever the case and the accents, with parts of words: one normalised
-- text per person in people_search, behind a trigram GIN index that leads with tenant_id.
--
-- Why a table of its own, read through a function (docs/decisions/0011-people-search.md): under
-- row-level security PostgreSQL lets an index serve only leakproof conditions, and LIKE and the
-- trigram operators are not, so a trigram index on memberships, athletes or users is never used by
-- springboard_app (it reads the whole club). people_search has row-level security enabled but not
-- forced, so its owner (who runs the migrations) reads it with the index; springboard_app has no
-- privilege on it and reaches it only through springboard_people_matching(), which runs as the
-- owner and returns the ids of the club set in app.tenant_id, the same setting the policies read.
--
-- The three extensions are trusted: the owner of the database may create them without being a
-- superuser. Where one already exists in another schema, the functions below name that schema.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
-- Lower case, accents off (with the unaccent dictionary named, so the result does not depend on the
-- caller's search_path: IMMUTABLE holds), runs of white space as one space, trimmed.
DO $$
DECLARE ext text := (SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'unaccent');
BEGIN
  EXECUTE format($f$
    CREATE FUNCTION public.springboard_normalize(text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN btrim(regexp_replace(lower(%1$s.unaccent(%2$L::regdictionary, $1)), '\s+', ' ', 'g'))
  $f$, ext, ext || '.unaccent');
END $$;
--> statement-breakpoint
DO $$
DECLARE ext text := (SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'pg_trgm');
BEGIN
  EXECUTE format($f$
    CREATE FUNCTION public.springboard_similarity(text, text) RETURNS real
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN %s.similarity($1, $2)
  $f$, ext);
END $$;
--> statement-breakpoint
-- What a person is found by: names, e-mail and the digits of the phone, each normalised, separated
-- and surrounded by one space (so " ab%" finds a word that starts with "ab", the first one too).
CREATE FUNCTION public.springboard_people_document(first_name text, middle_name text, last_name text, email text, phone text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN ' ' || concat_ws(' ',
  nullif(public.springboard_normalize(first_name), ''),
  nullif(public.springboard_normalize(middle_name), ''),
  nullif(public.springboard_normalize(last_name), ''),
  nullif(public.springboard_normalize(email), ''),
  nullif(regexp_replace(phone, '\D', '', 'g'), '')
) || ' ';
--> statement-breakpoint
CREATE TABLE "people_search" (
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"person_id" uuid NOT NULL,
	"document" text NOT NULL,
	CONSTRAINT "people_search_pkey" PRIMARY KEY("tenant_id","kind","person_id"),
	CONSTRAINT "people_search_kind_check" CHECK ("kind" IN ('memberships', 'athletes', 'users'))
);
--> statement-breakpoint
ALTER TABLE "people_search" ADD CONSTRAINT "people_search_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
DO $$
DECLARE ext text := (SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'pg_trgm');
BEGIN
  EXECUTE format('CREATE INDEX "people_search_document_idx" ON "people_search" USING gin ("tenant_id", "document" %s.gin_trgm_ops)', ext);
END $$;
--> statement-breakpoint
-- The club policy as on every club table, enabled but not forced: it binds anyone the table is
-- granted to; the owner reads past it, and springboard_app is granted nothing.
ALTER TABLE "people_search" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "people_search"
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
REVOKE ALL ON "people_search" FROM springboard_app;
--> statement-breakpoint
-- Keeps a person's row as the person is added, renamed or removed. It runs as the owner (who may
-- write people_search) with the row just written through the club's policy, so its club is the
-- row's own.
CREATE FUNCTION public.springboard_people_search_sync() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $fn$
DECLARE person jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM public.people_search WHERE tenant_id = OLD.tenant_id AND kind = TG_TABLE_NAME AND person_id = OLD.id;
    RETURN NULL;
  END IF;
  person := to_jsonb(NEW);
  INSERT INTO public.people_search (tenant_id, kind, person_id, document)
  VALUES (NEW.tenant_id, TG_TABLE_NAME, NEW.id, public.springboard_people_document(
    person->>'first_name', person->>'middle_name', person->>'last_name', person->>'email', person->>'phone'))
  ON CONFLICT (tenant_id, kind, person_id) DO UPDATE SET document = excluded.document;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.springboard_people_search_sync() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER memberships_people_search AFTER INSERT OR UPDATE OF first_name, last_name, email, phone OR DELETE ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION public.springboard_people_search_sync();
--> statement-breakpoint
CREATE TRIGGER athletes_people_search AFTER INSERT OR UPDATE OF first_name, middle_name, last_name OR DELETE ON "athletes"
  FOR EACH ROW EXECUTE FUNCTION public.springboard_people_search_sync();
--> statement-breakpoint
CREATE TRIGGER users_people_search AFTER INSERT OR UPDATE OF first_name, last_name, email OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION public.springboard_people_search_sync();
--> statement-breakpoint
-- The people already there, club by club: the club tables' policies bind their owner too.
DO $$
DECLARE club uuid;
BEGIN
  FOR club IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', club::text, true);
    INSERT INTO people_search (tenant_id, kind, person_id, document)
      SELECT tenant_id, 'memberships', id, springboard_people_document(first_name, NULL, last_name, email, phone) FROM memberships;
    INSERT INTO people_search (tenant_id, kind, person_id, document)
      SELECT tenant_id, 'athletes', id, springboard_people_document(first_name, middle_name, last_name, NULL, NULL) FROM athletes;
    INSERT INTO people_search (tenant_id, kind, person_id, document)
      SELECT tenant_id, 'users', id, springboard_people_document(first_name, NULL, last_name, email, NULL) FROM users;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;
--> statement-breakpoint
-- The statement springboard_people_matching() runs for n patterns: the people of one kind ($2) of
-- one club ($1) whose document is LIKE every pattern ($3, normalised). One condition per pattern,
-- so the index intersects them all ("laura benn" reads the rows holding both words, not every Laura).
CREATE FUNCTION public.springboard_people_matching_sql(n integer) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN 'SELECT s.person_id FROM public.people_search s WHERE s.tenant_id = $1 AND s.kind = $2'
  || (SELECT string_agg(format(' AND s.document LIKE $3[%s]', i), '' ORDER BY i) FROM generate_series(1, n) i);
--> statement-breakpoint
-- The ids of the people of one kind in the club set in app.tenant_id (none without one) whose
-- document is LIKE every pattern (at most 8), normalised here the same way as each stored text.
CREATE FUNCTION public.springboard_people_matching(kind text, patterns text[]) RETURNS SETOF uuid
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp ROWS 50 AS $fn$
DECLARE
  club uuid := NULLIF(current_setting('app.tenant_id', true), '')::uuid;
  normalised text[] := ARRAY(SELECT public.springboard_normalize(p) FROM unnest(patterns[1:8]) p);
BEGIN
  IF club IS NULL OR cardinality(normalised) = 0 THEN
    RETURN;
  END IF;
  RETURN QUERY EXECUTE public.springboard_people_matching_sql(cardinality(normalised)) USING club, kind, normalised;
END
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.springboard_people_matching_sql(integer) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.springboard_people_matching(text, text[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.springboard_people_matching(text, text[]) TO springboard_app;
--> statement-breakpoint
-- The lowered first names and e-mails of the prefix-only search, and their indexes, serve nothing now.
ALTER TABLE "memberships" DROP COLUMN "search_first_name", DROP COLUMN "search_email";
--> statement-breakpoint
ALTER TABLE "athletes" DROP COLUMN "search_first_name";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "search_first_name", DROP COLUMN "search_email";
