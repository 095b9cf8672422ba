-- The contact form's message goes to the club through the outbox with the visitor as its
-- Reply-To, so the club answers the visitor straight from its mail program. Null for every other e-mail.
ALTER TABLE "email_outbox" ADD COLUMN "reply_to" text;
