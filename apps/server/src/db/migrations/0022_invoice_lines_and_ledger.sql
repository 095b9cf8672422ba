-- A ledger people can trust.
-- 1. Every invoice is made of lines (invoice_lines) whose sum is its amount; the database checks it
--    when each transaction commits (a deferred constraint trigger), whatever wrote the rows.
-- 2. Every invoice has a number, one sequence per club (shown as INV-000123): invoice_counters holds
--    each club's last number, locked by the transaction that takes the next one.
-- 3. A payment settles the invoice it pays: invoices.paid_cents is the sum of its succeeded
--    payments; the invoice is paid once they cover its amount. The paid copies "Charged Payment for
--    invoice - {id}" (category charge) that settling used to add are folded into their payments and
--    deleted; post_status, which marked an invoice settled through such a copy, is dropped (the
--    answers still carry post_status, derived from the status).
-- 4. A voided invoice is status cancelled with its reason, when and by whom; its payments stay.
-- 5. Offline payments record their method (cash, check, other) and a note.
CREATE TABLE "invoice_lines" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"athlete_id" uuid,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_lines_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "invoice_lines_kind_check" CHECK ("kind" IN ('tuition', 'registration_fee', 'discount', 'proration', 'card_fee', 'tax', 'late_fee', 'credit_applied', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_tenant_id_invoice_id_invoices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."invoices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_tenant_id_athlete_id_athletes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","athlete_id") REFERENCES "public"."athletes"("tenant_id","id") ON DELETE set null ("athlete_id") ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position_key" ON "invoice_lines" USING btree ("tenant_id", "invoice_id", "position");
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"tenant_id" uuid NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_pkey" PRIMARY KEY("tenant_id")
);
--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "invoice_lines", "invoice_counters" TO springboard_app;
--> statement-breakpoint
SELECT springboard_protect_table('invoice_lines');
--> statement-breakpoint
SELECT springboard_protect_table('invoice_counters');
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "number" integer;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "void_reason" text;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voided_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voided_by" uuid;
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_voided_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","voided_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE set null ("voided_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note" text;
--> statement-breakpoint
-- The rows already there, every club's at once: row-level security, forced on these tables for
-- their owner too, is lifted for the few statements below, inside the migration's transaction (else,
-- run by an owner who is not a superuser, they would change nothing, or fail).
ALTER TABLE "invoices" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "payments" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "invoice_lines" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "invoice_counters" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- The charge copies: a payment that pointed at one (none did; settling linked the paid invoice) now
-- points at the invoice it paid, then the copies go.
UPDATE "payments" p SET "invoice_id" = c."parent_invoice_id"
  FROM "invoices" c
  WHERE c."tenant_id" = p."tenant_id" AND c."id" = p."invoice_id" AND c."category" = 'charge' AND c."parent_invoice_id" IS NOT NULL;
--> statement-breakpoint
DELETE FROM "invoices" WHERE "category" = 'charge';
--> statement-breakpoint
UPDATE "invoices" i SET "paid_cents" = s."cents", "paid_at" = coalesce(i."paid_at", s."last_paid")
  FROM (SELECT "tenant_id", "invoice_id", sum("amount_cents")::int AS "cents", max("payment_date") AS "last_paid"
        FROM "payments" WHERE "status" = 'succeeded' AND "invoice_id" IS NOT NULL
        GROUP BY "tenant_id", "invoice_id") s
  WHERE s."tenant_id" = i."tenant_id" AND s."invoice_id" = i."id";
--> statement-breakpoint
-- Paid: marked so before (status or post_status), or covered by its payments now.
UPDATE "invoices" SET "status" = 'paid', "paid_at" = coalesce("paid_at", "updated_at")
  WHERE "status" IN ('pending', 'overdue')
    AND ("post_status" = 'paid' OR ("amount_cents" > 0 AND "paid_cents" >= "amount_cents"));
--> statement-breakpoint
UPDATE "invoices" i SET "number" = n."number"
  FROM (SELECT "tenant_id", "id", row_number() OVER (PARTITION BY "tenant_id" ORDER BY "created_at", "id")::int AS "number" FROM "invoices") n
  WHERE n."tenant_id" = i."tenant_id" AND n."id" = i."id";
--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "number" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("tenant_id", "number");
--> statement-breakpoint
INSERT INTO "invoice_counters" ("tenant_id", "last_number")
  SELECT "tenant_id", max("number") FROM "invoices" GROUP BY "tenant_id";
--> statement-breakpoint
INSERT INTO "invoice_lines" ("tenant_id", "invoice_id", "position", "kind", "description", "athlete_id", "amount_cents")
  SELECT "tenant_id", "id", 1, 'manual', "description", "athlete_id", "amount_cents" FROM "invoices";
--> statement-breakpoint
ALTER TABLE "invoices" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "payments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "invoice_lines" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "invoice_counters" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- Dropping the column drops the indexes of unpaid invoices that named it; they come back below.
ALTER TABLE "invoices" DROP COLUMN "post_status";
--> statement-breakpoint
-- A family's unpaid invoices with what is left to pay, so the balance reads the index only.
CREATE INDEX "invoices_unpaid_idx" ON "invoices" USING btree ("tenant_id", "membership_id") INCLUDE ("amount_cents", "paid_cents")
  WHERE "status" IN ('pending', 'overdue');
--> statement-breakpoint
CREATE INDEX "invoices_unpaid_due_idx" ON "invoices" USING btree ("tenant_id", "due_date", "created_at", "id")
  WHERE "status" IN ('pending', 'overdue');
--> statement-breakpoint
-- An invoice's amount is the sum of its lines, checked at commit for each invoice a transaction
-- touched (its amount, or any of its lines). An invoice deleted meanwhile has nothing to check.
CREATE OR REPLACE FUNCTION springboard_check_invoice_total() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  inv_tenant uuid;
  inv_id uuid;
  inv_amount integer;
  lines_sum integer;
BEGIN
  IF TG_TABLE_NAME = 'invoices' THEN
    inv_tenant := NEW.tenant_id; inv_id := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    inv_tenant := OLD.tenant_id; inv_id := OLD.invoice_id;
  ELSE
    inv_tenant := NEW.tenant_id; inv_id := NEW.invoice_id;
  END IF;
  SELECT amount_cents INTO inv_amount FROM invoices WHERE tenant_id = inv_tenant AND id = inv_id;
  IF NOT FOUND THEN RETURN NULL; END IF;
  SELECT coalesce(sum(amount_cents), 0) INTO lines_sum FROM invoice_lines WHERE tenant_id = inv_tenant AND invoice_id = inv_id;
  IF lines_sum <> inv_amount THEN
    RAISE EXCEPTION 'invoice % amount % is not the sum of its lines %', inv_id, inv_amount, lines_sum
      USING ERRCODE = 'check_violation', CONSTRAINT = 'invoices_amount_is_sum_of_lines';
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoices_amount_is_sum_of_lines" AFTER INSERT OR UPDATE OF "amount_cents" ON "invoices"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION springboard_check_invoice_total();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "invoice_lines_sum_to_amount" AFTER INSERT OR UPDATE OR DELETE ON "invoice_lines"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION springboard_check_invoice_total();
