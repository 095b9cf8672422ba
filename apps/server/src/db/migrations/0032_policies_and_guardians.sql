-- The club's policies and waivers, versioned, and the signatures families give them; and a second
-- guardian of a family.
-- A policy (privacy, terms, a waiver) has a current version; saving a changed text adds a version
-- and moves current_version on. An acceptance is one family's signature of one version: the typed
-- name, the signing user, the time and the client address. Deleting a family deletes its
-- signatures; deleting a policy deletes its versions and their signatures.
CREATE TABLE "policies" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"required_at_registration" boolean DEFAULT false NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policies_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "policies_tenant_slug_key" UNIQUE("tenant_id","slug")
);
--> statement-breakpoint
CREATE TABLE "policy_versions" (
	"tenant_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_versions_pkey" PRIMARY KEY("tenant_id","policy_id","version")
);
--> statement-breakpoint
CREATE TABLE "policy_acceptances" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"membership_id" uuid NOT NULL,
	"user_id" uuid,
	"signature_name" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	CONSTRAINT "policy_acceptances_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "policy_acceptances_family_version_key" UNIQUE("tenant_id","policy_id","version","membership_id")
);
--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_tenant_id_policy_id_policies_tenant_id_id_fk" FOREIGN KEY ("tenant_id","policy_id") REFERENCES "public"."policies"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "policy_versions" ADD CONSTRAINT "policy_versions_tenant_id_created_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE set null ("created_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "policy_acceptances" ADD CONSTRAINT "policy_acceptances_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "policy_acceptances" ADD CONSTRAINT "policy_acceptances_version_fk" FOREIGN KEY ("tenant_id","policy_id","version") REFERENCES "public"."policy_versions"("tenant_id","policy_id","version") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "policy_acceptances" ADD CONSTRAINT "policy_acceptances_tenant_id_membership_id_memberships_tenant_id_id_fk" FOREIGN KEY ("tenant_id","membership_id") REFERENCES "public"."memberships"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "policy_acceptances" ADD CONSTRAINT "policy_acceptances_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE set null ("user_id") ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "policy_acceptances_membership_idx" ON "policy_acceptances" USING btree ("tenant_id","membership_id");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "policies", "policy_versions", "policy_acceptances" TO springboard_app;
--> statement-breakpoint
SELECT springboard_protect_table('policies');
--> statement-breakpoint
SELECT springboard_protect_table('policy_versions');
--> statement-breakpoint
SELECT springboard_protect_table('policy_acceptances');
--> statement-breakpoint
-- A family may have more than one guardian, each with their own account (users.membership_id names
-- the family, so every family access rule admits them). The first guardian carries the family's
-- name and e-mail (memberships.first_name, last_name, email); one invited later is marked here, so
-- their own name stays theirs and only the first guardian (or staff) may remove them.
ALTER TABLE "users" ADD COLUMN "additional_guardian" boolean DEFAULT false NOT NULL;
