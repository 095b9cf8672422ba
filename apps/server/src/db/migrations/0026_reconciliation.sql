-- Reconciliation: each check of the club's recorded card payments and refunds against the payment
-- provider's own records (reconciliation_runs, one running at a time in a club) and what it found
-- (reconciliation_items): money taken or given back at the provider that the club never recorded,
-- and records with no matching charge or refund at the provider, or another amount.
CREATE TABLE "reconciliation_runs" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"window_days" integer NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"error" text,
	"started_by" uuid,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "reconciliation_runs_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "reconciliation_runs_trigger_check" CHECK ("trigger" IN ('schedule', 'manual')),
	CONSTRAINT "reconciliation_runs_status_check" CHECK ("status" IN ('running', 'done', 'failed')),
	CONSTRAINT "reconciliation_runs_window_check" CHECK ("window_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "reconciliation_runs" ADD CONSTRAINT "reconciliation_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reconciliation_runs" ADD CONSTRAINT "reconciliation_runs_tenant_id_started_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","started_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE set null ("started_by") ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "reconciliation_runs_started_idx" ON "reconciliation_runs" USING btree ("tenant_id","started_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_runs_running_key" ON "reconciliation_runs" USING btree ("tenant_id") WHERE "status" = 'running';
--> statement-breakpoint
CREATE TABLE "reconciliation_items" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"intent_id" text NOT NULL,
	"provider_refund_id" text,
	"provider_amount_cents" integer,
	"recorded_amount_cents" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	"membership_id" uuid,
	"invoice_id" uuid,
	"payment_id" uuid,
	"refund_id" uuid,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_items_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "reconciliation_items_kind_check" CHECK ("kind" IN ('charge_not_recorded', 'refund_not_recorded', 'payment_not_at_provider', 'refund_not_at_provider', 'charge_amount_differs', 'refund_amount_differs'))
);
--> statement-breakpoint
ALTER TABLE "reconciliation_items" ADD CONSTRAINT "reconciliation_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reconciliation_items" ADD CONSTRAINT "reconciliation_items_tenant_id_run_id_reconciliation_runs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","run_id") REFERENCES "public"."reconciliation_runs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reconciliation_items" ADD CONSTRAINT "reconciliation_items_tenant_id_membership_id_memberships_tenant_id_id_fk" FOREIGN KEY ("tenant_id","membership_id") REFERENCES "public"."memberships"("tenant_id","id") ON DELETE set null ("membership_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reconciliation_items" ADD CONSTRAINT "reconciliation_items_tenant_id_invoice_id_invoices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."invoices"("tenant_id","id") ON DELETE set null ("invoice_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reconciliation_items" ADD CONSTRAINT "reconciliation_items_tenant_id_payment_id_payments_tenant_id_id_fk" FOREIGN KEY ("tenant_id","payment_id") REFERENCES "public"."payments"("tenant_id","id") ON DELETE set null ("payment_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reconciliation_items" ADD CONSTRAINT "reconciliation_items_tenant_id_refund_id_payment_refunds_tenant_id_id_fk" FOREIGN KEY ("tenant_id","refund_id") REFERENCES "public"."payment_refunds"("tenant_id","id") ON DELETE set null ("refund_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reconciliation_items" ADD CONSTRAINT "reconciliation_items_tenant_id_resolved_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","resolved_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE set null ("resolved_by") ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "reconciliation_items_run_idx" ON "reconciliation_items" USING btree ("tenant_id","run_id");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "reconciliation_runs", "reconciliation_items" TO springboard_app;
--> statement-breakpoint
SELECT springboard_protect_table('reconciliation_runs');
--> statement-breakpoint
SELECT springboard_protect_table('reconciliation_items');
