-- Skills and levels: a club's curricula (levels in order, each with its skills), a program's level,
-- an athlete's current level and every change of it (who, when, why), coaches' evaluations of each
-- skill (one row per change, so the history is kept: the current state is the latest row), the
-- move-up offers made from the "ready to move up" list (a waitlist entry that, once accepted, moves
-- the athlete to the next level), the family's weekly digest of new masteries, and the permission
-- evaluate_skills (every club's admin and staff roles hold it, as a new club's do).
CREATE TABLE "levels" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"curriculum" text NOT NULL,
	"name" text NOT NULL,
	"name_es" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "levels_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "levels_position_key" UNIQUE("tenant_id","curriculum","position")
);
--> statement-breakpoint
CREATE TABLE "skills" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"level_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_es" text,
	"description" text,
	"video_url" text,
	"required_to_move_up" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skills_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "skills_position_key" UNIQUE("tenant_id","level_id","position")
);
--> statement-breakpoint
CREATE TABLE "skill_evaluations" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	"state" text NOT NULL,
	"comment" text,
	"evaluated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_evaluations_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "skill_evaluations_state_check" CHECK ("state" IN ('not_started', 'introduced', 'in_progress', 'mastered')),
	CONSTRAINT "skill_evaluations_comment_check" CHECK (char_length("comment") <= 500)
);
--> statement-breakpoint
CREATE TABLE "athlete_level_changes" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"from_level_id" uuid,
	"to_level_id" uuid,
	"reason" text NOT NULL,
	"changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "athlete_level_changes_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "move_up_offers" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"from_level_id" uuid,
	"to_level_id" uuid NOT NULL,
	"offered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "move_up_offers_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "move_up_offers_entry_key" UNIQUE("tenant_id","entry_id")
);
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "level_id" uuid;
--> statement-breakpoint
ALTER TABLE "athletes" ADD COLUMN "level_id" uuid;
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "skills_digest" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "skills_digest_through" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "levels" ADD CONSTRAINT "levels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "skills" ADD CONSTRAINT "skills_tenant_id_level_id_levels_tenant_id_id_fk" FOREIGN KEY ("tenant_id","level_id") REFERENCES "public"."levels"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "skill_evaluations" ADD CONSTRAINT "skill_evaluations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "skill_evaluations" ADD CONSTRAINT "skill_evaluations_tenant_id_athlete_id_athletes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","athlete_id") REFERENCES "public"."athletes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "skill_evaluations" ADD CONSTRAINT "skill_evaluations_tenant_id_skill_id_skills_tenant_id_id_fk" FOREIGN KEY ("tenant_id","skill_id") REFERENCES "public"."skills"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "skill_evaluations" ADD CONSTRAINT "skill_evaluations_tenant_id_evaluated_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","evaluated_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE set null ("evaluated_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "athlete_level_changes" ADD CONSTRAINT "athlete_level_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "athlete_level_changes" ADD CONSTRAINT "athlete_level_changes_tenant_id_athlete_id_athletes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","athlete_id") REFERENCES "public"."athletes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "athlete_level_changes" ADD CONSTRAINT "athlete_level_changes_tenant_id_from_level_id_levels_tenant_id_id_fk" FOREIGN KEY ("tenant_id","from_level_id") REFERENCES "public"."levels"("tenant_id","id") ON DELETE set null ("from_level_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "athlete_level_changes" ADD CONSTRAINT "athlete_level_changes_tenant_id_to_level_id_levels_tenant_id_id_fk" FOREIGN KEY ("tenant_id","to_level_id") REFERENCES "public"."levels"("tenant_id","id") ON DELETE set null ("to_level_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "athlete_level_changes" ADD CONSTRAINT "athlete_level_changes_tenant_id_changed_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","changed_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE set null ("changed_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "move_up_offers" ADD CONSTRAINT "move_up_offers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "move_up_offers" ADD CONSTRAINT "move_up_offers_tenant_id_entry_id_waitlist_entries_tenant_id_id_fk" FOREIGN KEY ("tenant_id","entry_id") REFERENCES "public"."waitlist_entries"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "move_up_offers" ADD CONSTRAINT "move_up_offers_tenant_id_athlete_id_athletes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","athlete_id") REFERENCES "public"."athletes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "move_up_offers" ADD CONSTRAINT "move_up_offers_tenant_id_from_level_id_levels_tenant_id_id_fk" FOREIGN KEY ("tenant_id","from_level_id") REFERENCES "public"."levels"("tenant_id","id") ON DELETE set null ("from_level_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "move_up_offers" ADD CONSTRAINT "move_up_offers_tenant_id_to_level_id_levels_tenant_id_id_fk" FOREIGN KEY ("tenant_id","to_level_id") REFERENCES "public"."levels"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "move_up_offers" ADD CONSTRAINT "move_up_offers_tenant_id_offered_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","offered_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE set null ("offered_by") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_tenant_id_level_id_levels_tenant_id_id_fk" FOREIGN KEY ("tenant_id","level_id") REFERENCES "public"."levels"("tenant_id","id") ON DELETE set null ("level_id") ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "athletes" ADD CONSTRAINT "athletes_tenant_id_level_id_levels_tenant_id_id_fk" FOREIGN KEY ("tenant_id","level_id") REFERENCES "public"."levels"("tenant_id","id") ON DELETE set null ("level_id") ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "skills_level_idx" ON "skills" USING btree ("tenant_id","level_id","position");
--> statement-breakpoint
CREATE INDEX "skill_evaluations_athlete_idx" ON "skill_evaluations" USING btree ("tenant_id","athlete_id","skill_id","created_at");
--> statement-breakpoint
CREATE INDEX "skill_evaluations_skill_idx" ON "skill_evaluations" USING btree ("tenant_id","skill_id");
--> statement-breakpoint
CREATE INDEX "athlete_level_changes_athlete_idx" ON "athlete_level_changes" USING btree ("tenant_id","athlete_id","created_at");
--> statement-breakpoint
CREATE INDEX "athletes_level_idx" ON "athletes" USING btree ("tenant_id","level_id");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "levels", "skills", "skill_evaluations", "athlete_level_changes", "move_up_offers" TO springboard_app;
--> statement-breakpoint
SELECT springboard_protect_table('levels');
--> statement-breakpoint
SELECT springboard_protect_table('skills');
--> statement-breakpoint
SELECT springboard_protect_table('skill_evaluations');
--> statement-breakpoint
SELECT springboard_protect_table('athlete_level_changes');
--> statement-breakpoint
SELECT springboard_protect_table('move_up_offers');
--> statement-breakpoint
ALTER TABLE "permissions" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "roles" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "role_permissions" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
INSERT INTO "permissions" ("tenant_id", "name", "description")
  SELECT "id", 'evaluate_skills', 'Evaluate athletes'' skills' FROM "tenants"
  ON CONFLICT ("tenant_id", "name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "role_permissions" ("tenant_id", "role_id", "permission_id")
  SELECT r."tenant_id", r."id", p."id" FROM "roles" r
  JOIN "permissions" p ON p."tenant_id" = r."tenant_id" AND p."name" = 'evaluate_skills'
  WHERE r."name" IN ('admin', 'staff')
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "permissions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "role_permissions" FORCE ROW LEVEL SECURITY;
