-- Tuition from the hourly tiers: an enrollment's first day (proration of a start), the record of
-- dropped enrollments (proration credit of a drop), and the club's family discounts and drop credit.
ALTER TABLE "enrollments" ADD COLUMN "starts_on" date;
--> statement-breakpoint
-- Every club's rows at once: row-level security, forced for the owner too, is lifted for this one
-- update, inside the migration's transaction.
ALTER TABLE "enrollments" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "enrollments" SET "starts_on" = ("enrolled_at" AT TIME ZONE 'UTC')::date;
--> statement-breakpoint
ALTER TABLE "enrollments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "enrollments" ALTER COLUMN "starts_on" SET DEFAULT CURRENT_DATE;
--> statement-breakpoint
ALTER TABLE "enrollments" ALTER COLUMN "starts_on" SET NOT NULL;
--> statement-breakpoint
CREATE TABLE "enrollment_drops" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"credit_unused" boolean NOT NULL,
	"credited_in" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrollment_drops_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "enrollment_drops" ADD CONSTRAINT "enrollment_drops_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrollment_drops" ADD CONSTRAINT "enrollment_drops_tenant_id_athlete_id_athletes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","athlete_id") REFERENCES "public"."athletes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrollment_drops" ADD CONSTRAINT "enrollment_drops_tenant_id_slot_id_program_slots_tenant_id_id_fk" FOREIGN KEY ("tenant_id","slot_id") REFERENCES "public"."program_slots"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "enrollment_drops" ADD CONSTRAINT "enrollment_drops_tenant_id_membership_id_memberships_tenant_id_id_fk" FOREIGN KEY ("tenant_id","membership_id") REFERENCES "public"."memberships"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "enrollment_drops_pending_idx" ON "enrollment_drops" USING btree ("tenant_id","membership_id") WHERE "credit_unused" AND "credited_in" IS NULL;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "enrollment_drops" TO springboard_app;
--> statement-breakpoint
SELECT springboard_protect_table('enrollment_drops');
--> statement-breakpoint
ALTER TABLE "pricing_configs" ADD COLUMN "second_athlete_discount_bp" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "pricing_configs" ADD COLUMN "later_athlete_discount_bp" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "pricing_configs" ADD COLUMN "family_monthly_max_cents" integer;
--> statement-breakpoint
ALTER TABLE "pricing_configs" ADD COLUMN "credit_unused_meetings" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "pricing_configs" ADD CONSTRAINT "pricing_configs_discounts_check" CHECK ("second_athlete_discount_bp" BETWEEN 0 AND 10000 AND "later_athlete_discount_bp" BETWEEN 0 AND 10000 AND ("family_monthly_max_cents" IS NULL OR "family_monthly_max_cents" >= 0));
