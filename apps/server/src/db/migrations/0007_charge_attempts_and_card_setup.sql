-- Money. invoices.charge_attempt: which charge of the invoice is due now. The saved-card
-- idempotency key includes it, so a retry of the same attempt returns the same provider charge while
-- a reopened (or re-priced, or declined) invoice can be charged again.
-- saved_cards.selected_at: set by update-payment-method; the card charges use is the latest selected
-- (else the latest saved). payments.failure_reason: why a card charge (status failed) was declined. sandbox_intents.kind: the sandbox keeps SetupIntents (update-card) next to
-- PaymentIntents; a setup is never a payment.
ALTER TABLE "invoices" ADD COLUMN "charge_attempt" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" text;
--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "selected_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "sandbox_intents" ADD COLUMN "kind" text DEFAULT 'payment' NOT NULL;
--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("tenant_id", "invoice_id");
--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("tenant_id", "payment_date");
