-- A big club's lists and search (150,000 invoices, 5,000 athletes) answered about as fast as a small
-- club's:
-- 1. The club's invoices of each status are counted as they come, go and change status, in
--    club_row_counts, as rows named 'invoices:<status>' beside the table totals: the total of the
--    invoices filtered by status alone (122,000 paid) is one row, not a count of them all. The
--    triggers run once per statement over its transition tables (a billing run or a batch of
--    payments is one update of each count that changed).
-- 2. invoices_status_idx holds the list's whole default order (due date, created, id) after the
--    status, so a status's first page is the index's first 25 entries, not a walk of the club's
--    invoices by due date skipping the other statuses.
-- 3. The rank of found people costs a third less a row (below).
ALTER TABLE "club_row_counts" DROP CONSTRAINT "club_row_counts_table_check";
--> statement-breakpoint
ALTER TABLE "club_row_counts" ADD CONSTRAINT "club_row_counts_table_check" CHECK ("table_name" IN (
  'invoices', 'payments', 'invoices:pending', 'invoices:paid', 'invoices:overdue', 'invoices:cancelled'));
--> statement-breakpoint
-- Adds the rows of `added` and takes away those of `removed` (either may be empty), by club and
-- status; counts that do not change are not written. Rows are written in one order (club, status),
-- so two statements changing the same counts wait for each other rather than deadlock.
CREATE FUNCTION public.springboard_count_invoice_statuses() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO public.club_row_counts (tenant_id, table_name, n)
      SELECT tenant_id, 'invoices:' || status, count(*) FROM added GROUP BY tenant_id, status ORDER BY 1, 2
      ON CONFLICT (tenant_id, table_name) DO UPDATE SET n = club_row_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE public.club_row_counts c SET n = c.n - gone.n
      FROM (SELECT tenant_id, 'invoices:' || status AS name, count(*) AS n FROM removed GROUP BY 1, 2) gone
      WHERE c.tenant_id = gone.tenant_id AND c.table_name = gone.name;
  ELSE
    INSERT INTO public.club_row_counts (tenant_id, table_name, n)
      SELECT tenant_id, name, sum(d) FROM (
        SELECT tenant_id, 'invoices:' || status AS name, 1 AS d FROM added
        UNION ALL SELECT tenant_id, 'invoices:' || status, -1 FROM removed
      ) changes
      GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
      ON CONFLICT (tenant_id, table_name) DO UPDATE SET n = club_row_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.springboard_count_invoice_statuses() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER invoices_status_count_added AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION public.springboard_count_invoice_statuses();
--> statement-breakpoint
CREATE TRIGGER invoices_status_count_removed AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION public.springboard_count_invoice_statuses();
--> statement-breakpoint
CREATE TRIGGER invoices_status_count_changed AFTER UPDATE ON "invoices" REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION public.springboard_count_invoice_statuses();
--> statement-breakpoint
-- The invoices already there, club by club: the club tables' policies bind their owner too, and a
-- superuser passes them, so the club is named in the query as well.
DO $$
DECLARE club uuid;
BEGIN
  FOR club IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', club::text, true);
    INSERT INTO club_row_counts (tenant_id, table_name, n)
      SELECT club, 'invoices:' || status, count(*) FROM invoices WHERE tenant_id = club GROUP BY status;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;
--> statement-breakpoint
DROP INDEX "invoices_status_idx";
--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("tenant_id", "status", "due_date", "created_at", "id");
--> statement-breakpoint
-- The rank of a found person (as migration 0020 defines it, same values), a third cheaper a row: the
-- first name, last name and e-mail normalised in one call, joined by a control character that
-- normalising keeps and splits on (no white space, so each part's spaces are collapsed and trimmed
-- as alone), and the phone's digits taken only when the typed text reads as a phone number. Ranking
-- the 200 athletes "em" finds in a club of 5,000 was most of the search's time.
CREATE OR REPLACE FUNCTION public.springboard_people_rank(first_name text, last_name text, email text, phone text, typed text, digits text)
RETURNS real LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $fn$
DECLARE
  t text := public.springboard_normalize(typed);
  parts text[] := string_to_array(public.springboard_normalize(
    coalesce(first_name, '') || E'\x01' || coalesce(last_name, '') || E'\x01' || coalesce(email, '')), E'\x01');
  f text := btrim(parts[1]);
  l text := btrim(parts[2]);
  e text := btrim(parts[3]);
  name text := btrim(f || ' ' || l);
  reversed text := btrim(l || ' ' || f);
  phone_digits text := CASE WHEN digits <> '' THEN regexp_replace(coalesce(phone, ''), '\D', '', 'g') ELSE '' END;
  class real;
BEGIN
  IF t IN (name, reversed, f, l, e) OR (digits <> '' AND phone_digits = digits) THEN
    class := 0;
  ELSIF starts_with(name, t) OR starts_with(reversed, t) OR (e <> '' AND starts_with(e, t))
     OR (digits <> '' AND phone_digits <> '' AND starts_with(phone_digits, digits)) THEN
    class := 1;
  ELSE
    class := 2;
  END IF;
  RETURN class - public.springboard_similarity(name, t) / 10;
END
$fn$;
