-- A signed-in read need not look its caller up before its query. Each club has an epoch
-- that moves whenever anything its callers are judged by changes: a session revoked or deleted, a
-- user's name, e-mail, role, role or family changed or removed, a permission granted, withdrawn or
-- renamed. A server may keep a caller it looked up together with the epoch it read FIRST; a later
-- read acts on that caller only if the epoch read in the same message as its query is unchanged
-- (platform/operations.ts), so any change is seen exactly as early as a fresh lookup would see it.
-- The epoch moves only through the triggers below (the server's role may read it, never write it).
CREATE TABLE "auth_epochs" (
	"tenant_id" uuid NOT NULL,
	"epoch" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "auth_epochs_pkey" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "auth_epochs" ADD CONSTRAINT "auth_epochs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
SELECT springboard_protect_table('auth_epochs');
--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE ON "auth_epochs" FROM springboard_app;
--> statement-breakpoint
GRANT SELECT ON "auth_epochs" TO springboard_app;
--> statement-breakpoint
-- Runs as its owner (who may write auth_epochs) in the club of the change: row-level security still
-- holds, so a change made outside that club's setting fails loudly instead of moving no epoch. A club
-- being deleted (its tenants row already gone in this statement) has nothing left to keep.
CREATE OR REPLACE FUNCTION springboard_bump_auth_epoch() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $fn$
DECLARE club uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN club := OLD.tenant_id; ELSE club := NEW.tenant_id; END IF;
  IF EXISTS (SELECT 1 FROM tenants WHERE id = club) THEN
    INSERT INTO auth_epochs (tenant_id, epoch) VALUES (club, 1)
      ON CONFLICT (tenant_id) DO UPDATE SET epoch = auth_epochs.epoch + 1;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.tenant_id IS DISTINCT FROM NEW.tenant_id AND EXISTS (SELECT 1 FROM tenants WHERE id = OLD.tenant_id) THEN
    INSERT INTO auth_epochs (tenant_id, epoch) VALUES (OLD.tenant_id, 1)
      ON CONFLICT (tenant_id) DO UPDATE SET epoch = auth_epochs.epoch + 1;
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION springboard_bump_auth_epoch() FROM PUBLIC;
--> statement-breakpoint
-- A new session changes no one else's standing: only revocation and removal count.
CREATE TRIGGER auth_sessions_epoch AFTER UPDATE OR DELETE ON "auth_sessions"
  FOR EACH ROW EXECUTE FUNCTION springboard_bump_auth_epoch();
--> statement-breakpoint
CREATE TRIGGER users_epoch_update AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (OLD.tenant_id IS DISTINCT FROM NEW.tenant_id OR OLD.id IS DISTINCT FROM NEW.id
     OR OLD.email IS DISTINCT FROM NEW.email OR OLD.first_name IS DISTINCT FROM NEW.first_name
     OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.role IS DISTINCT FROM NEW.role
     OR OLD.role_id IS DISTINCT FROM NEW.role_id OR OLD.membership_id IS DISTINCT FROM NEW.membership_id)
  EXECUTE FUNCTION springboard_bump_auth_epoch();
--> statement-breakpoint
CREATE TRIGGER users_epoch_delete AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION springboard_bump_auth_epoch();
--> statement-breakpoint
CREATE TRIGGER role_permissions_epoch AFTER INSERT OR UPDATE OR DELETE ON "role_permissions"
  FOR EACH ROW EXECUTE FUNCTION springboard_bump_auth_epoch();
--> statement-breakpoint
CREATE TRIGGER permissions_epoch AFTER UPDATE OR DELETE ON "permissions"
  FOR EACH ROW EXECUTE FUNCTION springboard_bump_auth_epoch();
