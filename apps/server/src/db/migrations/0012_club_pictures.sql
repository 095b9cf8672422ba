-- The club's own pictures: the landing page's hero image (Manage Settings) and one picture
-- per program (the program forms). A picture is kept as a few widths of WebP without metadata; its
-- hash (SHA-256 of those bytes) names it in /api/clubs/{slug}/pictures/{hash}/{width}, cached for a
-- year. Club tables: tenant-first keys, tenant-first foreign keys, row-level secured like the others.
CREATE TABLE "club_pictures" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"program_id" uuid,
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_pictures_pkey" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "club_pictures_kind_check" CHECK ((kind = 'hero' AND program_id IS NULL) OR (kind = 'program' AND program_id IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "club_picture_files" (
	"tenant_id" uuid NOT NULL,
	"picture_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content_type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"byte_size" integer NOT NULL,
	CONSTRAINT "club_picture_files_pkey" PRIMARY KEY("tenant_id","picture_id","width"),
	CONSTRAINT "club_picture_files_byte_size_check" CHECK ("byte_size" > 0)
);
--> statement-breakpoint
ALTER TABLE "club_pictures" ADD CONSTRAINT "club_pictures_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "club_pictures" ADD CONSTRAINT "club_pictures_tenant_id_program_id_programs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","program_id") REFERENCES "public"."programs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "club_picture_files" ADD CONSTRAINT "club_picture_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "club_picture_files" ADD CONSTRAINT "club_picture_files_tenant_id_picture_id_club_pictures_tenant_id_id_fk" FOREIGN KEY ("tenant_id","picture_id") REFERENCES "public"."club_pictures"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "club_pictures_hero_key" ON "club_pictures" USING btree ("tenant_id") WHERE kind = 'hero';
--> statement-breakpoint
CREATE UNIQUE INDEX "club_pictures_program_key" ON "club_pictures" USING btree ("tenant_id","program_id") WHERE kind = 'program';
--> statement-breakpoint
CREATE INDEX "club_pictures_hash_idx" ON "club_pictures" USING btree ("tenant_id","hash");
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "club_pictures", "club_picture_files" TO springboard_app;
--> statement-breakpoint
SELECT springboard_protect_table('club_pictures');
--> statement-breakpoint
SELECT springboard_protect_table('club_picture_files');
