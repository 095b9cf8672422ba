-- The history of group e-mails: what the admin sent to the families of a program's classes (when,
-- the subject and message, the program and its slots, how many families, and who sent it).
CREATE TABLE "group_emails" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"program_id" uuid,
	"program_label" text NOT NULL,
	"slot_ids" uuid[] NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"recipients" integer NOT NULL,
	"sent_by" uuid,
	"sent_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_emails_pkey" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "group_emails" ADD CONSTRAINT "group_emails_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "group_emails_created_idx" ON "group_emails" USING btree ("tenant_id","created_at");
--> statement-breakpoint
GRANT SELECT, INSERT ON "group_emails" TO springboard_app;
--> statement-breakpoint
SELECT springboard_protect_table('group_emails');
