-- The club's counts (club_row_counts) are locked all at once, in one order, before any of them is
-- written. A transaction that touched the payments count and then an invoice count could otherwise
-- meet one that touched them the other way round (a registration adds its invoice then its payment;
-- a card payment adds the payment then marks the invoice paid) and deadlock: under load, a family's
-- payment answered 500. Now the first count a transaction touches locks every count of its club,
-- ordered by (club, name), so a second transaction of that club waits holding none of them.
CREATE FUNCTION public.springboard_lock_row_counts(clubs uuid[]) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $fn$
DECLARE
  names text[] := ARRAY['invoices', 'invoices:cancelled', 'invoices:overdue', 'invoices:paid', 'invoices:pending', 'payments'];
  locked int;
BEGIN
  SELECT count(*) INTO locked FROM (
    SELECT 1 FROM public.club_row_counts WHERE tenant_id = ANY (clubs) ORDER BY tenant_id, table_name FOR UPDATE
  ) l;
  IF locked < cardinality(names) * cardinality(clubs) THEN
    -- A club's first invoice or payment: its missing counts are made at zero, then all are locked.
    INSERT INTO public.club_row_counts (tenant_id, table_name, n)
      SELECT c, t, 0 FROM unnest(clubs) c CROSS JOIN unnest(names) t ORDER BY 1, 2
      ON CONFLICT (tenant_id, table_name) DO NOTHING;
    PERFORM 1 FROM public.club_row_counts WHERE tenant_id = ANY (clubs) ORDER BY tenant_id, table_name FOR UPDATE;
  END IF;
END
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.springboard_lock_row_counts(uuid[]) FROM PUBLIC;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.springboard_count_rows() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public.springboard_lock_row_counts(ARRAY(SELECT DISTINCT tenant_id FROM added));
    INSERT INTO public.club_row_counts (tenant_id, table_name, n)
      SELECT tenant_id, TG_TABLE_NAME, count(*) FROM added GROUP BY tenant_id
      ON CONFLICT (tenant_id, table_name) DO UPDATE SET n = club_row_counts.n + excluded.n;
  ELSE
    -- A deletion only lowers a count that exists: when a club is deleted, its counts may be gone.
    PERFORM public.springboard_lock_row_counts(ARRAY(SELECT DISTINCT r.tenant_id FROM removed r JOIN public.tenants t ON t.id = r.tenant_id));
    UPDATE public.club_row_counts c SET n = c.n - gone.n
      FROM (SELECT tenant_id, count(*) AS n FROM removed GROUP BY tenant_id) gone
      WHERE c.tenant_id = gone.tenant_id AND c.table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.springboard_count_invoice_statuses() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM public.springboard_lock_row_counts(ARRAY(SELECT DISTINCT tenant_id FROM added));
    INSERT INTO public.club_row_counts (tenant_id, table_name, n)
      SELECT tenant_id, 'invoices:' || status, count(*) FROM added GROUP BY tenant_id, status ORDER BY 1, 2
      ON CONFLICT (tenant_id, table_name) DO UPDATE SET n = club_row_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM public.springboard_lock_row_counts(ARRAY(SELECT DISTINCT r.tenant_id FROM removed r JOIN public.tenants t ON t.id = r.tenant_id));
    UPDATE public.club_row_counts c SET n = c.n - gone.n
      FROM (SELECT tenant_id, 'invoices:' || status AS name, count(*) AS n FROM removed GROUP BY 1, 2) gone
      WHERE c.tenant_id = gone.tenant_id AND c.table_name = gone.name;
  ELSE
    -- Only an update that changes a status touches the counts (and so locks them).
    IF EXISTS (SELECT 1 FROM added a JOIN removed r ON r.id = a.id WHERE a.status <> r.status) THEN
      PERFORM public.springboard_lock_row_counts(ARRAY(SELECT DISTINCT tenant_id FROM added));
      INSERT INTO public.club_row_counts (tenant_id, table_name, n)
        SELECT tenant_id, name, sum(d) FROM (
          SELECT tenant_id, 'invoices:' || status AS name, 1 AS d FROM added
          UNION ALL SELECT tenant_id, 'invoices:' || status, -1 FROM removed
        ) changes
        GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
        ON CONFLICT (tenant_id, table_name) DO UPDATE SET n = club_row_counts.n + excluded.n;
    END IF;
  END IF;
  RETURN NULL;
END
$fn$;
