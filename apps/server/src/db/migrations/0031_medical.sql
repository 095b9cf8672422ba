-- Athletes' medical and emergency details (athlete_medical), apart from `athletes` so that who may
-- read them can differ; one random check-in code per athlete (athlete_check_in_codes, made by a
-- trigger with the athlete, and now for every athlete already there); and which details the club
-- requires at registration (club_medical_settings).
CREATE TABLE "athlete_medical" (
	"tenant_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"medical_notes" text,
	"allergies" text,
	"medications" text,
	"photo_consent" boolean,
	"emergency_contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "athlete_medical_pkey" PRIMARY KEY("tenant_id","athlete_id")
);
--> statement-breakpoint
ALTER TABLE "athlete_medical" ADD CONSTRAINT "athlete_medical_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "athlete_medical" ADD CONSTRAINT "athlete_medical_tenant_id_athlete_id_athletes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","athlete_id") REFERENCES "public"."athletes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "athlete_medical" TO springboard_app;
--> statement-breakpoint
SELECT springboard_protect_table('athlete_medical');
--> statement-breakpoint
CREATE TABLE "athlete_check_in_codes" (
	"tenant_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "athlete_check_in_codes_pkey" PRIMARY KEY("tenant_id","athlete_id")
);
--> statement-breakpoint
ALTER TABLE "athlete_check_in_codes" ADD CONSTRAINT "athlete_check_in_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "athlete_check_in_codes" ADD CONSTRAINT "athlete_check_in_codes_tenant_id_athlete_id_athletes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","athlete_id") REFERENCES "public"."athletes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "athlete_check_in_codes_code_key" ON "athlete_check_in_codes" USING btree ("tenant_id","code");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "athlete_check_in_codes" TO springboard_app;
--> statement-breakpoint
SELECT springboard_protect_table('athlete_check_in_codes');
--> statement-breakpoint
-- 32 hex digits from gen_random_uuid (122 random bits): typed by a scanner, never guessed.
CREATE OR REPLACE FUNCTION springboard_athlete_check_in_code() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO athlete_check_in_codes (tenant_id, athlete_id, code)
  VALUES (NEW.tenant_id, NEW.id, upper(replace(gen_random_uuid()::text, '-', '')));
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER "athletes_check_in_code" AFTER INSERT ON "athletes" FOR EACH ROW EXECUTE FUNCTION springboard_athlete_check_in_code();
--> statement-breakpoint
ALTER TABLE "athlete_check_in_codes" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "athletes" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO athlete_check_in_codes (tenant_id, athlete_id, code)
SELECT tenant_id, id, upper(replace(gen_random_uuid()::text, '-', '')) FROM athletes;
--> statement-breakpoint
ALTER TABLE "athletes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "athlete_check_in_codes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE TABLE "club_medical_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"required_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_medical_settings" ADD CONSTRAINT "club_medical_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "club_medical_settings" TO springboard_app;
--> statement-breakpoint
SELECT springboard_protect_table('club_medical_settings');
--> statement-breakpoint
-- The new permission view_medical_info in every club, held by its admin role.
ALTER TABLE "permissions" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "roles" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "role_permissions" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO "permissions" ("tenant_id", "name", "description")
  SELECT "id", 'view_medical_info', 'See and edit athletes'' medical and emergency details' FROM "tenants"
  ON CONFLICT ("tenant_id", "name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_permissions" ("tenant_id", "role_id", "permission_id")
  SELECT r."tenant_id", r."id", p."id" FROM "roles" r
  JOIN "permissions" p ON p."tenant_id" = r."tenant_id" AND p."name" = 'view_medical_info'
  WHERE r."name" = 'admin'
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "permissions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "role_permissions" FORCE ROW LEVEL SECURITY;
