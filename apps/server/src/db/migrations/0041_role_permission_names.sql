-- Each role keeps the names of its permissions, sorted, beside it (roles.permission_names), kept
-- right by a trigger on role_permissions (and on a permission's rename) in the same transaction as
-- the change. Every signed-in request reads its caller's permissions live (platform/principal.ts);
-- reading them from the role row instead of joining role_permissions to permissions and sorting
-- their names was two thirds of that lookup's PostgreSQL time.
ALTER TABLE "roles" ADD COLUMN "permission_names" text[] NOT NULL DEFAULT '{}'::text[];
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.springboard_role_permission_names_of(club uuid, held_role uuid) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $fn$
  UPDATE public.roles r SET permission_names = coalesce((
      SELECT array_agg(p.name ORDER BY p.name) FROM public.role_permissions rp
        JOIN public.permissions p ON p.tenant_id = rp.tenant_id AND p.id = rp.permission_id
       WHERE rp.tenant_id = club AND rp.role_id = held_role), '{}'::text[])
   WHERE r.tenant_id = club AND r.id = held_role;
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.springboard_role_permissions_sync() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $fn$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM public.springboard_role_permission_names_of(NEW.tenant_id, NEW.role_id);
  END IF;
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD.tenant_id, OLD.role_id) IS DISTINCT FROM (NEW.tenant_id, NEW.role_id)) THEN
    PERFORM public.springboard_role_permission_names_of(OLD.tenant_id, OLD.role_id);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "role_permissions_names" AFTER INSERT OR UPDATE OR DELETE ON "role_permissions"
  FOR EACH ROW EXECUTE FUNCTION public.springboard_role_permissions_sync();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.springboard_permission_renamed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $fn$
DECLARE held record;
BEGIN
  FOR held IN SELECT DISTINCT rp.tenant_id, rp.role_id FROM public.role_permissions rp
               WHERE rp.tenant_id = NEW.tenant_id AND rp.permission_id = NEW.id LOOP
    PERFORM public.springboard_role_permission_names_of(held.tenant_id, held.role_id);
  END LOOP;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "permissions_renamed" AFTER UPDATE OF "name" ON "permissions"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION public.springboard_permission_renamed();
--> statement-breakpoint
-- The backfill runs as the tables' owner with no club set: row-level security is lifted for it only.
ALTER TABLE "roles" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "role_permissions" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "permissions" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "roles" r SET "permission_names" = coalesce((
    SELECT array_agg(p.name ORDER BY p.name) FROM "role_permissions" rp
      JOIN "permissions" p ON p.tenant_id = rp.tenant_id AND p.id = rp.permission_id
     WHERE rp.tenant_id = r.tenant_id AND rp.role_id = r.id), '{}'::text[]);
--> statement-breakpoint
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "role_permissions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "permissions" FORCE ROW LEVEL SECURITY;
