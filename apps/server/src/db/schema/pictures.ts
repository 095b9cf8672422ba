// The club's own pictures (migration 0012): the landing page's hero image and one picture
// per program, each kept as a few WebP widths. A picture's hash names its content in the public URL
// /api/clubs/{slug}/pictures/{hash}/{width}, so a new upload is a new address.
import { sql } from 'drizzle-orm';
import { check, customType, foreignKey, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clubKey, createdAt, id, tenantId } from './columns.js';
import { programs } from './programs.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const clubPictures = pgTable(
  'club_pictures',
  {
    id: id(),
    tenantId: tenantId(),
    /** 'hero' (one per club) or 'program' (one per program). */
    kind: text('kind').notNull(),
    programId: uuid('program_id'),
    /** SHA-256 of the stored widths' bytes, hex. */
    hash: text('hash').notNull(),
    /** The widest copy's size in pixels. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('club_pictures', t),
    foreignKey({ columns: [t.tenantId, t.programId], foreignColumns: [programs.tenantId, programs.id] }).onDelete('cascade'),
    uniqueIndex('club_pictures_hero_key')
      .on(t.tenantId)
      .where(sql`kind = 'hero'`),
    uniqueIndex('club_pictures_program_key')
      .on(t.tenantId, t.programId)
      .where(sql`kind = 'program'`),
    index('club_pictures_hash_idx').on(t.tenantId, t.hash),
    check(
      'club_pictures_kind_check',
      sql`(kind = 'hero' AND program_id IS NULL) OR (kind = 'program' AND program_id IS NOT NULL)`,
    ),
  ],
);

/** One width of a picture, as WebP without metadata. */
export const clubPictureFiles = pgTable(
  'club_picture_files',
  {
    tenantId: tenantId(),
    pictureId: uuid('picture_id').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
  },
  (t) => [
    primaryKey({ name: 'club_picture_files_pkey', columns: [t.tenantId, t.pictureId, t.width] }),
    foreignKey({ columns: [t.tenantId, t.pictureId], foreignColumns: [clubPictures.tenantId, clubPictures.id] }).onDelete(
      'cascade',
    ),
  ],
);
