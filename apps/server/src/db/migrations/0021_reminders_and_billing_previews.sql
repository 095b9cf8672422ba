-- Payment reminders: the club's schedule in club_settings.email_schedules gets its one shape
-- ({before_due_days, on_due_date, overdue_every_days}); stored values nothing read before keep what
-- fits that shape (a whole number of days from 1 to 60, a true/false) and lose the rest. A family
-- gets its e-mails in its own language (memberships.language, en or es). And the billing previews an
-- admin was shown, so the previewed run charges exactly their invoices (billing_previews).
CREATE FUNCTION pg_temp.reminder_days(v jsonb) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(v) = 'number' THEN
    CASE WHEN v::text::numeric BETWEEN 1 AND 60 AND v::text::numeric = trunc(v::text::numeric) THEN v::text::numeric::int END
  END
$$;
--> statement-breakpoint
-- Row-level security is forced on the table for its owner too: lifted for this one update of every
-- club's row, inside the migration's transaction.
ALTER TABLE "club_settings" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "club_settings" SET "email_schedules" = jsonb_build_object(
  'before_due_days', pg_temp.reminder_days(coalesce("email_schedules"->'before_due_days', "email_schedules"->'reminder_days_before')),
  'on_due_date', coalesce("email_schedules"->'on_due_date' = 'true'::jsonb, false),
  'overdue_every_days', pg_temp.reminder_days("email_schedules"->'overdue_every_days')
);
--> statement-breakpoint
ALTER TABLE "club_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "club_settings" ALTER COLUMN "email_schedules" SET DEFAULT '{"before_due_days": null, "on_due_date": false, "overdue_every_days": null}'::jsonb;
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_language_check" CHECK ("language" IN ('en', 'es'));
--> statement-breakpoint
-- The billing previews an admin was shown: the previewed run charges exactly their invoices.
CREATE TABLE "billing_previews" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"as_of" date NOT NULL,
	"invoices" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_previews_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "billing_previews_fingerprint_key" UNIQUE("tenant_id","fingerprint")
);
--> statement-breakpoint
ALTER TABLE "billing_previews" ADD CONSTRAINT "billing_previews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "billing_previews" TO springboard_app;
--> statement-breakpoint
SELECT springboard_protect_table('billing_previews');
