-- A refund's reason the system writes (voiding an invoice refunds its payments "Invoice voided: …")
-- is kept as a code with its parameters next to the English text, like a credit's reason, so the
-- family's statement reads it in the family's language. Null for a reason a person wrote and for
-- refunds stored before: those show their stored text as it is.
ALTER TABLE "payment_refunds" ADD COLUMN "reason_text" jsonb;
