-- Absences, make-up tokens and make-up bookings, and coaches on their classes.
-- 1. absences: a family (or staff) says an athlete will miss one class date of a slot they are
--    enrolled in; once per athlete, slot and date. It frees the athlete's place on that date.
-- 2. makeup_tokens: the right to one make-up class, given for an absence, for a class the club
--    cancelled, or granted by staff; used once, voided by staff with a reason, or past expires_on
--    (expiry is read from the date, never stored). term_id and class_date say which period the
--    club's cap on absence tokens counts it in (the term of the missed class, else its year).
-- 3. makeups: a token spent on one class date of a slot; while booked the token has exactly one
--    (makeups_token_booked_key), and cancelling gives the token back.
-- 4. slot_coaches: the staff who coach a slot ("my classes").
-- 5. programs.makeup_group: programs sharing a group are equivalent for make-ups.
-- 6. Club settings for the above (cap per term, days valid, the two cut-offs).
-- 7. Two new permissions in every club: manage_makeups (grant and void tokens) and all_classes
--    (see every class, not only one's own). Admin roles hold both. Every role that already takes
--    attendance gets all_classes, so no staff member loses a class they see today; a new club's
--    staff role gets neither (its coaches see their own classes).
CREATE TABLE "absences" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"date" date NOT NULL,
	"reported_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absences_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "absences_once_key" UNIQUE("tenant_id","athlete_id","slot_id","date")
);
--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_tenant_id_athlete_id_athletes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","athlete_id") REFERENCES "public"."athletes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_tenant_id_slot_id_program_slots_tenant_id_id_fk" FOREIGN KEY ("tenant_id","slot_id") REFERENCES "public"."program_slots"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_tenant_id_reported_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","reported_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE set null ("reported_by") ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "absences_slot_date_idx" ON "absences" USING btree ("tenant_id","slot_id","date");
--> statement-breakpoint
CREATE TABLE "makeup_tokens" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"source" text NOT NULL,
	"absence_id" uuid,
	"closure_id" uuid,
	"slot_id" uuid,
	"class_date" date,
	"term_id" uuid,
	"expires_on" date NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"reason" text,
	"voided_reason" text,
	"granted_by" uuid,
	"voided_by" uuid,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "makeup_tokens_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "makeup_tokens_source_check" CHECK ("source" IN ('absence', 'cancellation', 'granted')),
	CONSTRAINT "makeup_tokens_status_check" CHECK ("status" IN ('available', 'used', 'voided')),
	CONSTRAINT "makeup_tokens_voided_check" CHECK ("status" <> 'voided' OR "voided_reason" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "makeup_tokens" ADD CONSTRAINT "makeup_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "makeup_tokens" ADD CONSTRAINT "makeup_tokens_tenant_id_membership_id_memberships_tenant_id_id_fk" FOREIGN KEY ("tenant_id","membership_id") REFERENCES "public"."memberships"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "makeup_tokens" ADD CONSTRAINT "makeup_tokens_tenant_id_athlete_id_athletes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","athlete_id") REFERENCES "public"."athletes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "makeup_tokens" ADD CONSTRAINT "makeup_tokens_tenant_id_absence_id_absences_tenant_id_id_fk" FOREIGN KEY ("tenant_id","absence_id") REFERENCES "public"."absences"("tenant_id","id") ON DELETE set null ("absence_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "makeup_tokens" ADD CONSTRAINT "makeup_tokens_tenant_id_slot_id_program_slots_tenant_id_id_fk" FOREIGN KEY ("tenant_id","slot_id") REFERENCES "public"."program_slots"("tenant_id","id") ON DELETE set null ("slot_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "makeup_tokens" ADD CONSTRAINT "makeup_tokens_tenant_id_granted_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","granted_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE set null ("granted_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "makeup_tokens" ADD CONSTRAINT "makeup_tokens_tenant_id_voided_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","voided_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE set null ("voided_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "makeup_tokens" ADD CONSTRAINT "makeup_tokens_tenant_id_closure_id_closures_tenant_id_id_fk" FOREIGN KEY ("tenant_id","closure_id") REFERENCES "public"."closures"("tenant_id","id") ON DELETE set null ("closure_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "makeup_tokens" ADD CONSTRAINT "makeup_tokens_tenant_id_term_id_terms_tenant_id_id_fk" FOREIGN KEY ("tenant_id","term_id") REFERENCES "public"."terms"("tenant_id","id") ON DELETE set null ("term_id") ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "makeup_tokens_membership_idx" ON "makeup_tokens" USING btree ("tenant_id","membership_id","expires_on");
--> statement-breakpoint
CREATE INDEX "makeup_tokens_athlete_idx" ON "makeup_tokens" USING btree ("tenant_id","athlete_id","source");
--> statement-breakpoint
-- One token per cancelled class and athlete, whatever is retried.
CREATE UNIQUE INDEX "makeup_tokens_cancellation_key" ON "makeup_tokens" USING btree ("tenant_id","athlete_id","closure_id","slot_id","class_date") WHERE "source" = 'cancellation';
--> statement-breakpoint
CREATE TABLE "makeups" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"token_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"date" date NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"booked_by" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "makeups_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "makeups_status_check" CHECK ("status" IN ('booked', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "makeups" ADD CONSTRAINT "makeups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "makeups" ADD CONSTRAINT "makeups_tenant_id_token_id_makeup_tokens_tenant_id_id_fk" FOREIGN KEY ("tenant_id","token_id") REFERENCES "public"."makeup_tokens"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "makeups" ADD CONSTRAINT "makeups_tenant_id_athlete_id_athletes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","athlete_id") REFERENCES "public"."athletes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "makeups" ADD CONSTRAINT "makeups_tenant_id_slot_id_program_slots_tenant_id_id_fk" FOREIGN KEY ("tenant_id","slot_id") REFERENCES "public"."program_slots"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "makeups" ADD CONSTRAINT "makeups_tenant_id_booked_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","booked_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE set null ("booked_by") ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "makeups_token_booked_key" ON "makeups" USING btree ("tenant_id","token_id") WHERE "status" = 'booked';
--> statement-breakpoint
CREATE UNIQUE INDEX "makeups_athlete_class_key" ON "makeups" USING btree ("tenant_id","athlete_id","slot_id","date") WHERE "status" = 'booked';
--> statement-breakpoint
CREATE INDEX "makeups_slot_date_idx" ON "makeups" USING btree ("tenant_id","slot_id","date");
--> statement-breakpoint
CREATE TABLE "slot_coaches" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_coaches_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "slot_coaches_once_key" UNIQUE("tenant_id","slot_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "slot_coaches" ADD CONSTRAINT "slot_coaches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "slot_coaches" ADD CONSTRAINT "slot_coaches_tenant_id_slot_id_program_slots_tenant_id_id_fk" FOREIGN KEY ("tenant_id","slot_id") REFERENCES "public"."program_slots"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "slot_coaches" ADD CONSTRAINT "slot_coaches_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "slot_coaches_user_idx" ON "slot_coaches" USING btree ("tenant_id","user_id");
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "makeup_group" text;
--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "makeup_tokens_per_term" integer DEFAULT 3 NOT NULL;
--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "makeup_token_valid_days" integer DEFAULT 60 NOT NULL;
--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "absence_cutoff_hours" integer DEFAULT 2 NOT NULL;
--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "makeup_booking_cutoff_hours" integer DEFAULT 2 NOT NULL;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "absences", "makeup_tokens", "makeups", "slot_coaches" TO springboard_app;
--> statement-breakpoint
SELECT springboard_protect_table('absences');
--> statement-breakpoint
SELECT springboard_protect_table('makeup_tokens');
--> statement-breakpoint
SELECT springboard_protect_table('makeups');
--> statement-breakpoint
SELECT springboard_protect_table('slot_coaches');
--> statement-breakpoint
ALTER TABLE "permissions" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "roles" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "role_permissions" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO "permissions" ("tenant_id", "name", "description")
  SELECT "id", 'manage_makeups', 'Grant and void make-up tokens' FROM "tenants"
  ON CONFLICT ("tenant_id", "name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "permissions" ("tenant_id", "name", "description")
  SELECT "id", 'all_classes', 'See every class, not only the classes one coaches' FROM "tenants"
  ON CONFLICT ("tenant_id", "name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_permissions" ("tenant_id", "role_id", "permission_id")
  SELECT r."tenant_id", r."id", p."id" FROM "roles" r
  JOIN "permissions" p ON p."tenant_id" = r."tenant_id" AND p."name" IN ('manage_makeups', 'all_classes')
  WHERE r."name" = 'admin'
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_permissions" ("tenant_id", "role_id", "permission_id")
  SELECT rp."tenant_id", rp."role_id", p."id" FROM "role_permissions" rp
  JOIN "permissions" ma ON ma."tenant_id" = rp."tenant_id" AND ma."id" = rp."permission_id" AND ma."name" = 'mark_attendance_page'
  JOIN "permissions" p ON p."tenant_id" = rp."tenant_id" AND p."name" = 'all_classes'
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "permissions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "role_permissions" FORCE ROW LEVEL SECURITY;
