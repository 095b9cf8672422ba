-- Every request looks its caller up in its own transaction again, so nothing reads a club's auth
-- epoch any more: the triggers that moved it (on every session revoked, user changed or permission
-- granted) and its table go.
DROP TRIGGER IF EXISTS auth_sessions_epoch ON "auth_sessions";
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_epoch_update ON "users";
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_epoch_delete ON "users";
--> statement-breakpoint
DROP TRIGGER IF EXISTS role_permissions_epoch ON "role_permissions";
--> statement-breakpoint
DROP TRIGGER IF EXISTS permissions_epoch ON "permissions";
--> statement-breakpoint
DROP FUNCTION IF EXISTS springboard_bump_auth_epoch();
--> statement-breakpoint
DROP TABLE IF EXISTS "auth_epochs";
