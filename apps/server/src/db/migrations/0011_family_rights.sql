-- Family rights: the family calendar feed (its token kept only as a hash), families' requests
-- to be forgotten, and the club's time zone (IANA name) the feed's times are in. Club tables:
-- (tenant_id, id) primary keys, tenant-first composite foreign keys, row-level secured like the others.
CREATE TABLE "calendar_feeds" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "data_deletion_requests" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"requested_by" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"family_label" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "data_deletion_requests_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "data_deletion_requests_status_check" CHECK ("status" IN ('pending', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_tenant_id_membership_id_memberships_tenant_id_id_fk" FOREIGN KEY ("tenant_id","membership_id") REFERENCES "public"."memberships"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "data_deletion_requests" ADD CONSTRAINT "data_deletion_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "data_deletion_requests" ADD CONSTRAINT "data_deletion_requests_tenant_id_membership_id_memberships_tenant_id_id_fk" FOREIGN KEY ("tenant_id","membership_id") REFERENCES "public"."memberships"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "data_deletion_requests" ADD CONSTRAINT "data_deletion_requests_tenant_id_requested_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","requested_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE set null ("requested_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "data_deletion_requests" ADD CONSTRAINT "data_deletion_requests_tenant_id_confirmed_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","confirmed_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE set null ("confirmed_by") ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_membership_key" ON "calendar_feeds" USING btree ("tenant_id","membership_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_key" ON "calendar_feeds" USING btree ("tenant_id","token_hash");
--> statement-breakpoint
CREATE INDEX "data_deletion_requests_status_idx" ON "data_deletion_requests" USING btree ("tenant_id","status","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "data_deletion_requests_pending_key" ON "data_deletion_requests" USING btree ("tenant_id","membership_id") WHERE status = 'pending';
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "calendar_feeds", "data_deletion_requests" TO springboard_app;
--> statement-breakpoint
SELECT springboard_protect_table('calendar_feeds');
--> statement-breakpoint
SELECT springboard_protect_table('data_deletion_requests');
--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "time_zone" text DEFAULT 'America/New_York' NOT NULL;
