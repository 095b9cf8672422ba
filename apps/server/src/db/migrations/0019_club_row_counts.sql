-- How many invoices and payments each club holds, kept by the database as rows come and go, so a
-- page of a big club's whole list (150,000 invoices) says its total without counting them all on
-- every request. Only the unfiltered club-wide lists read it; a filter or a search counts its rows.
--
-- Like people_search, row-level security is enabled but not forced: the triggers' function runs as
-- the owner and adds to any club's row (a migration, a bulk load, a job: whichever club the rows
-- are of); springboard_app may only read, and the club policy shows it its own club's counts.
CREATE TABLE "club_row_counts" (
	"tenant_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "club_row_counts_pkey" PRIMARY KEY("tenant_id","table_name"),
	CONSTRAINT "club_row_counts_table_check" CHECK ("table_name" IN ('invoices', 'payments'))
);
--> statement-breakpoint
ALTER TABLE "club_row_counts" ADD CONSTRAINT "club_row_counts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "club_row_counts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "club_row_counts"
  USING (tenant_id = NULLIF(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
REVOKE ALL ON "club_row_counts" FROM springboard_app;
--> statement-breakpoint
GRANT SELECT ON "club_row_counts" TO springboard_app;
--> statement-breakpoint
-- Once per statement, over the rows it inserted or deleted (a billing run's thousand invoices is one
-- update). A deletion only lowers a count that exists: when a club is deleted, its counts row may
-- already be gone with it.
CREATE FUNCTION public.springboard_count_rows() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $fn$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO public.club_row_counts (tenant_id, table_name, n)
      SELECT tenant_id, TG_TABLE_NAME, count(*) FROM added GROUP BY tenant_id
      ON CONFLICT (tenant_id, table_name) DO UPDATE SET n = club_row_counts.n + excluded.n;
  ELSE
    UPDATE public.club_row_counts c SET n = c.n - gone.n
      FROM (SELECT tenant_id, count(*) AS n FROM removed GROUP BY tenant_id) gone
      WHERE c.tenant_id = gone.tenant_id AND c.table_name = TG_TABLE_NAME;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.springboard_count_rows() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER invoices_count_added AFTER INSERT ON "invoices" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION public.springboard_count_rows();
--> statement-breakpoint
CREATE TRIGGER invoices_count_removed AFTER DELETE ON "invoices" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION public.springboard_count_rows();
--> statement-breakpoint
CREATE TRIGGER payments_count_added AFTER INSERT ON "payments" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION public.springboard_count_rows();
--> statement-breakpoint
CREATE TRIGGER payments_count_removed AFTER DELETE ON "payments" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION public.springboard_count_rows();
--> statement-breakpoint
-- The rows already there, club by club (the club tables' policies bind their owner too).
DO $$
DECLARE club uuid;
BEGIN
  FOR club IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', club::text, true);
    INSERT INTO club_row_counts (tenant_id, table_name, n)
      SELECT club, 'invoices', count(*) FROM invoices
      UNION ALL SELECT club, 'payments', count(*) FROM payments;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;
