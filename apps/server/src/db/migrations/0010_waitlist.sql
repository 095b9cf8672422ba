-- The waitlist of full time slots and the timed offers made from it, and the club's
-- offer hold time. Club tables: (tenant_id, id) primary keys, tenant-first composite foreign keys,
-- row-level secured like the others.
CREATE TABLE "waitlist_entries" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "waitlist_offers_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_tenant_id_slot_id_program_slots_tenant_id_id_fk" FOREIGN KEY ("tenant_id","slot_id") REFERENCES "public"."program_slots"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_tenant_id_athlete_id_athletes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","athlete_id") REFERENCES "public"."athletes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_tenant_id_membership_id_memberships_tenant_id_id_fk" FOREIGN KEY ("tenant_id","membership_id") REFERENCES "public"."memberships"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_tenant_id_entry_id_waitlist_entries_tenant_id_id_fk" FOREIGN KEY ("tenant_id","entry_id") REFERENCES "public"."waitlist_entries"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_tenant_id_slot_id_program_slots_tenant_id_id_fk" FOREIGN KEY ("tenant_id","slot_id") REFERENCES "public"."program_slots"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "waitlist_entries_slot_idx" ON "waitlist_entries" USING btree ("tenant_id","slot_id","position");
--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_live_key" ON "waitlist_entries" USING btree ("tenant_id","athlete_id","slot_id") WHERE status in ('waiting', 'offered');
--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_token_key" ON "waitlist_offers" USING btree ("tenant_id","token_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_open_key" ON "waitlist_offers" USING btree ("tenant_id","entry_id") WHERE status = 'open';
--> statement-breakpoint
CREATE INDEX "waitlist_offers_slot_idx" ON "waitlist_offers" USING btree ("tenant_id","slot_id","status");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "waitlist_entries", "waitlist_offers" TO springboard_app;
--> statement-breakpoint
SELECT springboard_protect_table('waitlist_entries');
--> statement-breakpoint
SELECT springboard_protect_table('waitlist_offers');
--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "waitlist_offer_hours" integer DEFAULT 48 NOT NULL;
--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_waitlist_offer_hours_check" CHECK ("waitlist_offer_hours" BETWEEN 1 AND 720);
