-- Club logos stored by the server (Manage Settings' logo upload) instead of an inline data: URL:
-- the file's bytes, the type read from its first bytes and its SHA-256, which names it in the public
-- URL /api/clubs/{slug}/logo/{hash} (so that URL can be cached for a year). A club keeps one logo.
CREATE TABLE "club_logos" (
	"tenant_id" uuid NOT NULL,
	"hash" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_logos_tenant_id_hash_pk" PRIMARY KEY("tenant_id","hash"),
	CONSTRAINT "club_logos_byte_size_check" CHECK ("byte_size" > 0 AND "byte_size" <= 1048576)
);
--> statement-breakpoint
ALTER TABLE "club_logos" ADD CONSTRAINT "club_logos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "club_logos" TO springboard_app;
--> statement-breakpoint
SELECT springboard_protect_table('club_logos');
--> statement-breakpoint
-- Vouchers are applied by code whatever its case (vouchers.service.ts), so two codes differing only
-- in case would be ambiguous: one per club, case-insensitively.
CREATE UNIQUE INDEX "vouchers_tenant_code_ci_key" ON "vouchers" USING btree ("tenant_id", lower("code"));
