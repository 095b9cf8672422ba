-- Money given back and money owed to a family.
-- 1. payment_refunds: each refund of a payment, through the payment provider (a card) or paid out by
--    hand (cash_out, for cash, check and other payments), never more than the payment minus its
--    earlier refunds; one per idempotency key in the club. A provider refund is written (pending,
--    without the provider's id) before the provider is asked, so a parallel request counts it.
-- 2. family_credits: money the club owes a family (given by staff, a referral, a refund or a voided
--    invoice's payments); a referral credit once per new family.
-- 3. credit_applications: which credit paid which credit_applied invoice line. What is left of a
--    credit is its amount minus its applications on invoices that are not voided (a voided invoice
--    gives its credit back without writing anything).
-- 4. memberships.referred_by: the family whose e-mail the new family gave at registration.
-- 5. A new permission, manage_credits (refunds and credits), in every club; its admin role holds
--    it, its staff role does not (an admin gives it on the role-permission screen).
-- 6. The sandbox provider keeps its refunds (sandbox_refunds, partial ones too) and when each payment
--    succeeded (sandbox_intents.succeeded_at), as Stripe does, for the provider's list calls.
CREATE TABLE "payment_refunds" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"provider_refund_id" text,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "payment_refunds_amount_check" CHECK ("amount_cents" > 0),
	CONSTRAINT "payment_refunds_method_check" CHECK ("method" IN ('provider', 'cash_out')),
	CONSTRAINT "payment_refunds_status_check" CHECK ("status" IN ('succeeded', 'pending', 'failed')),
	CONSTRAINT "payment_refunds_provider_id_check" CHECK ("method" = 'provider' OR "provider_refund_id" IS NULL)
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_tenant_id_payment_id_payments_tenant_id_id_fk" FOREIGN KEY ("tenant_id","payment_id") REFERENCES "public"."payments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_tenant_id_membership_id_memberships_tenant_id_id_fk" FOREIGN KEY ("tenant_id","membership_id") REFERENCES "public"."memberships"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_tenant_id_created_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE set null ("created_by") ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_idem_key" ON "payment_refunds" USING btree ("tenant_id","idempotency_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_provider_key" ON "payment_refunds" USING btree ("tenant_id","provider_refund_id") WHERE "provider_refund_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("tenant_id","payment_id");
--> statement-breakpoint
CREATE INDEX "payment_refunds_membership_idx" ON "payment_refunds" USING btree ("tenant_id","membership_id","created_at");
--> statement-breakpoint
CREATE TABLE "family_credits" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"referred_membership_id" uuid,
	"invoice_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_credits_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "family_credits_amount_check" CHECK ("amount_cents" > 0),
	CONSTRAINT "family_credits_source_check" CHECK ("source" IN ('manual', 'referral', 'refund', 'void'))
);
--> statement-breakpoint
ALTER TABLE "family_credits" ADD CONSTRAINT "family_credits_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "family_credits" ADD CONSTRAINT "family_credits_tenant_id_membership_id_memberships_tenant_id_id_fk" FOREIGN KEY ("tenant_id","membership_id") REFERENCES "public"."memberships"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "family_credits" ADD CONSTRAINT "family_credits_tenant_id_referred_membership_id_memberships_tenant_id_id_fk" FOREIGN KEY ("tenant_id","referred_membership_id") REFERENCES "public"."memberships"("tenant_id","id") ON DELETE set null ("referred_membership_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "family_credits" ADD CONSTRAINT "family_credits_tenant_id_invoice_id_invoices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."invoices"("tenant_id","id") ON DELETE set null ("invoice_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "family_credits" ADD CONSTRAINT "family_credits_tenant_id_created_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE set null ("created_by") ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "family_credits_membership_idx" ON "family_credits" USING btree ("tenant_id","membership_id","created_at");
--> statement-breakpoint
-- Once per new family: the referral credit its first payment gives the family that referred it.
CREATE UNIQUE INDEX "family_credits_referral_key" ON "family_credits" USING btree ("tenant_id","referred_membership_id") WHERE "source" = 'referral';
--> statement-breakpoint
CREATE TABLE "credit_applications" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"credit_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"invoice_line_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_applications_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "credit_applications_amount_check" CHECK ("amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_tenant_id_credit_id_family_credits_tenant_id_id_fk" FOREIGN KEY ("tenant_id","credit_id") REFERENCES "public"."family_credits"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_tenant_id_invoice_id_invoices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."invoices"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_tenant_id_invoice_line_id_invoice_lines_tenant_id_id_fk" FOREIGN KEY ("tenant_id","invoice_line_id") REFERENCES "public"."invoice_lines"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "credit_applications_credit_idx" ON "credit_applications" USING btree ("tenant_id","credit_id");
--> statement-breakpoint
CREATE INDEX "credit_applications_invoice_idx" ON "credit_applications" USING btree ("tenant_id","invoice_id");
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "referred_by" uuid;
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_tenant_id_referred_by_memberships_tenant_id_id_fk" FOREIGN KEY ("tenant_id","referred_by") REFERENCES "public"."memberships"("tenant_id","id") ON DELETE set null ("referred_by") ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text NOT NULL,
	"tenant_id" uuid NOT NULL,
	"intent_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'succeeded' NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_idem_key" ON "sandbox_refunds" USING btree ("tenant_id","idempotency_key");
--> statement-breakpoint
CREATE INDEX "sandbox_refunds_intent_idx" ON "sandbox_refunds" USING btree ("tenant_id","intent_id");
--> statement-breakpoint
CREATE INDEX "sandbox_refunds_created_idx" ON "sandbox_refunds" USING btree ("tenant_id","created_at");
--> statement-breakpoint
ALTER TABLE "sandbox_intents" ADD COLUMN "succeeded_at" timestamp with time zone;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "payment_refunds", "family_credits", "credit_applications", "sandbox_refunds" TO springboard_app;
--> statement-breakpoint
SELECT springboard_protect_table('payment_refunds');
--> statement-breakpoint
SELECT springboard_protect_table('family_credits');
--> statement-breakpoint
SELECT springboard_protect_table('credit_applications');
--> statement-breakpoint
SELECT springboard_protect_table('sandbox_refunds');
--> statement-breakpoint
-- Every club's sandbox rows at once: row-level security, forced for the owner too, is lifted for
-- these statements, inside the migration's transaction. A payment refunded before kept no refund
-- row: it gets one of its whole amount, with the id the sandbox answered then.
ALTER TABLE "sandbox_intents" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sandbox_refunds" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
UPDATE "sandbox_intents" SET "succeeded_at" = "updated_at" WHERE "kind" = 'payment' AND "status" IN ('succeeded', 'refunded');
--> statement-breakpoint
INSERT INTO "sandbox_refunds" ("id", "tenant_id", "intent_id", "amount_cents", "status", "idempotency_key", "created_at")
  SELECT 'sbre_' || substr("id", 6), "tenant_id", "id", "amount_cents", 'succeeded', 'refund:' || "id", "updated_at"
  FROM "sandbox_intents" WHERE "kind" = 'payment' AND "status" = 'refunded';
--> statement-breakpoint
ALTER TABLE "sandbox_intents" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "sandbox_refunds" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "permissions" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "roles" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "role_permissions" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO "permissions" ("tenant_id", "name", "description")
  SELECT "id", 'manage_credits', 'Refund payments and give family credits' FROM "tenants"
  ON CONFLICT ("tenant_id", "name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_permissions" ("tenant_id", "role_id", "permission_id")
  SELECT r."tenant_id", r."id", p."id" FROM "roles" r
  JOIN "permissions" p ON p."tenant_id" = r."tenant_id" AND p."name" = 'manage_credits'
  WHERE r."name" = 'admin'
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "permissions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "role_permissions" FORCE ROW LEVEL SECURITY;
