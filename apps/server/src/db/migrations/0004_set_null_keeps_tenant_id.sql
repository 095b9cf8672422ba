-- Composite foreign keys (tenant_id, x_id) with a plain ON DELETE SET NULL also nulled tenant_id,
-- which is NOT NULL, so deleting an athlete with invoices or an invoice with a payment failed.
-- SET NULL (x_id) (PostgreSQL 15+) clears only the reference: the invoice or payment stays, in its club.
ALTER TABLE "users" DROP CONSTRAINT "users_tenant_id_role_id_roles_tenant_id_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_tenant_id_membership_id_memberships_tenant_id_id_fk";
--> statement-breakpoint
ALTER TABLE "attendance_records" DROP CONSTRAINT "attendance_records_tenant_id_marked_by_users_tenant_id_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_tenant_id_athlete_id_athletes_tenant_id_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_tenant_id_parent_invoice_id_invoices_tenant_id_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_tenant_id_generated_by_users_tenant_id_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_tenant_id_invoice_id_invoices_tenant_id_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_tenant_id_recorded_by_users_tenant_id_id_fk";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_role_id_roles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","role_id") REFERENCES "public"."roles"("tenant_id","id") ON DELETE set null ("role_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_membership_id_memberships_tenant_id_id_fk" FOREIGN KEY ("tenant_id","membership_id") REFERENCES "public"."memberships"("tenant_id","id") ON DELETE set null ("membership_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_tenant_id_marked_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","marked_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE set null ("marked_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_athlete_id_athletes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","athlete_id") REFERENCES "public"."athletes"("tenant_id","id") ON DELETE set null ("athlete_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_parent_invoice_id_invoices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","parent_invoice_id") REFERENCES "public"."invoices"("tenant_id","id") ON DELETE set null ("parent_invoice_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_generated_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","generated_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE set null ("generated_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_invoice_id_invoices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."invoices"("tenant_id","id") ON DELETE set null ("invoice_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_recorded_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","recorded_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE set null ("recorded_by") ON UPDATE no action;