CREATE TABLE "email_queue" (
	"email_id" uuid PRIMARY KEY NOT NULL,
	"club_id" uuid NOT NULL,
	"ready_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "email_queue_ready_idx" ON "email_queue" USING btree ("ready_at");