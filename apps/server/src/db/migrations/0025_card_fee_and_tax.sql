-- Tax and the first month at registration: the club's tax rate (thousandths of a percent, so 8.875 %
-- is 8875), which kinds of invoice line it taxes (tuition by default; its discounts and proration go
-- with it), and whether registration charges the first billing period's tuition.
ALTER TABLE "club_settings" ADD COLUMN "tax_rate_milli" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_tax_rate_range" CHECK ("tax_rate_milli" BETWEEN 0 AND 100000);
--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "taxable_kinds" text[] DEFAULT '{tuition}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "charge_first_month_at_registration" boolean DEFAULT false NOT NULL;
