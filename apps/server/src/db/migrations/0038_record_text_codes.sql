-- Texts the system writes into records that families read are kept as a code with its parameters
-- next to the English text, so each reader gets them in their own language: an invoice's description
-- and its lines' (invoices.description_text, invoice_lines.description_text) and a credit's reason
-- (family_credits.reason_text), each {"code": …, "params": {…}}. Null for a text a person wrote and
-- for rows stored before: those show their stored text as it is.
ALTER TABLE "invoices" ADD COLUMN "description_text" jsonb;
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "description_text" jsonb;
--> statement-breakpoint
ALTER TABLE "family_credits" ADD COLUMN "reason_text" jsonb;
