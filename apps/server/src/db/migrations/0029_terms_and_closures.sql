-- A club's week: terms (a program or a slot runs inside one, or all year when it has none), the
-- registration dates of a term (with an earlier date for families already in the club), and the
-- closed dates: a holiday closes the whole club for a date or a range, a cancellation closes one
-- slot on one date. When a class meets is decided in one place (modules/calendar/meetings.ts).
CREATE TABLE "terms" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"registration_opens_on" date,
	"priority_opens_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "terms_tenant_name_key" UNIQUE("tenant_id","name"),
	CONSTRAINT "terms_dates_check" CHECK ("ends_on" >= "starts_on"),
	CONSTRAINT "terms_priority_check" CHECK ("priority_opens_on" IS NULL OR ("registration_opens_on" IS NOT NULL AND "priority_opens_on" <= "registration_opens_on"))
);
--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "terms" TO springboard_app;
--> statement-breakpoint
SELECT springboard_protect_table('terms');
--> statement-breakpoint
-- A program's term, and a slot's own term, which wins over its program's. Null: all year. A term in
-- use cannot be deleted.
ALTER TABLE "programs" ADD COLUMN "term_id" uuid;
--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_tenant_id_term_id_terms_tenant_id_id_fk" FOREIGN KEY ("tenant_id","term_id") REFERENCES "public"."terms"("tenant_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "program_slots" ADD COLUMN "term_id" uuid;
--> statement-breakpoint
ALTER TABLE "program_slots" ADD CONSTRAINT "program_slots_tenant_id_term_id_terms_tenant_id_id_fk" FOREIGN KEY ("tenant_id","term_id") REFERENCES "public"."terms"("tenant_id","id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "closures" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"slot_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closures_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "closures_dates_check" CHECK ("ends_on" >= "starts_on"),
	CONSTRAINT "closures_one_date_check" CHECK ("slot_id" IS NULL OR "ends_on" = "starts_on")
);
--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_tenant_id_slot_id_program_slots_tenant_id_id_fk" FOREIGN KEY ("tenant_id","slot_id") REFERENCES "public"."program_slots"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_tenant_id_created_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE set null ("created_by") ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "closures_dates_idx" ON "closures" USING btree ("tenant_id","ends_on","starts_on");
--> statement-breakpoint
CREATE UNIQUE INDEX "closures_slot_date_key" ON "closures" USING btree ("tenant_id","slot_id","starts_on") WHERE "slot_id" IS NOT NULL;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "closures" TO springboard_app;
--> statement-breakpoint
SELECT springboard_protect_table('closures');
