-- Scheduled work (docs/decisions/0009-job-queue.md).
-- job_schedule: when each job is next due for each club, and which process holds it now (a lease
-- that expires, so a process that died mid-run gives it up). Like email_queue it holds ids and
-- times only and spans clubs so one poll finds what is due; its club column is `club_id`, so it is
-- deliberately not row-level secured.
CREATE TABLE "job_schedule" (
	"job" text NOT NULL,
	"club_id" uuid NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"leased_by" text,
	CONSTRAINT "job_schedule_pkey" PRIMARY KEY("job","club_id")
);
--> statement-breakpoint
ALTER TABLE "job_schedule" ADD CONSTRAINT "job_schedule_club_id_tenants_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "job_schedule_due_idx" ON "job_schedule" USING btree ("next_run_at");
--> statement-breakpoint
-- job_runs becomes the history of runs (scheduled and "run now"), with what each did.
ALTER TABLE "job_runs" DROP CONSTRAINT "job_runs_once_key";
--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "trigger" text DEFAULT 'schedule' NOT NULL;
--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "actor_user_id" uuid;
--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "result" jsonb DEFAULT '{}'::jsonb NOT NULL;
--> statement-breakpoint
CREATE INDEX "job_runs_latest_idx" ON "job_runs" USING btree ("tenant_id","job","started_at");
--> statement-breakpoint
-- job_claims: one row per due item (an invoice to charge, a notice to send), claimed before the work
-- and finished after it. A claim whose lease ran out while unfinished is taken again; a finished one
-- never is. Row-level secured like every club table.
CREATE TABLE "job_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"key" text NOT NULL,
	"status" text DEFAULT 'claimed' NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"outcome" text,
	"detail" text,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_claims_key" UNIQUE("tenant_id","key")
);
--> statement-breakpoint
ALTER TABLE "job_claims" ADD CONSTRAINT "job_claims_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
SELECT springboard_protect_table('job_claims');
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "job_schedule", "job_claims" TO springboard_app;
