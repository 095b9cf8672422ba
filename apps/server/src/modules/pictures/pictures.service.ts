// The club's own pictures: the hero image and a picture per program. An upload is read
// for what it really is (PNG, JPEG, WebP or GIF from its first bytes; SVG and anything else refused),
// turned upright, stripped of its metadata (camera, place, time) and kept as WebP in the widths of
// PICTURE_WIDTHS it is wide enough for. The hash of those bytes names it in the public address, so a
// new upload is a new URL and each URL may be cached for a year.
import { createHash } from 'node:crypto';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import sharp, { type Metadata } from 'sharp';
import { buildPath } from '@springboard/contract/operation';
import { pictureOperations } from '@springboard/contract/operations/pictures';
import {
  PICTURE_CONTENT_TYPE,
  PICTURE_MAX_BYTES,
  PICTURE_MAX_PIXELS,
  PICTURE_MAX_WIDTH,
  PICTURE_SUBJECTS,
  PICTURE_WIDTHS,
  PICTURE_REASONS,
  type ClubPicture,
  type PictureSubject,
} from '@springboard/contract/pictures';
import type { Tx } from '../../db/tenant-tx.js';
import { clubPictureFiles, clubPictures } from '../../db/schema.js';
import { fieldError } from '../../platform/app-error.js';
import { sniffImageType } from './logo.service.js';

/** The copies of one upload, ready to store. */
export type PreparedPicture = {
  hash: string;
  width: number;
  height: number;
  files: { width: number; height: number; bytes: Buffer }[];
};

/** A copy narrower than this share of the upload is worth keeping beside the upload's own width. */
const STEP = 0.85;
const WEBP = { quality: 80, effort: 4 } as const;

/** The widths kept for an upload `width` pixels wide (upright): never wider than the upload. */
export function targetWidths(width: number): number[] {
  const widest = Math.min(width, PICTURE_MAX_WIDTH);
  const smaller = PICTURE_WIDTHS.filter((w) => w < widest && w <= width * STEP);
  return [...smaller, widest];
}

/**
 * Checks the upload and makes its copies (CPU work, done before the request's transaction opens).
 * Every refusal is a 4xx naming the field: too large, not an image, too many pixels, unreadable.
 */
export async function preparePicture(body: unknown, subject: PictureSubject): Promise<PreparedPicture> {
  const { field } = PICTURE_SUBJECTS[subject];
  const refused = PICTURE_REASONS[subject];
  if (!(body instanceof Uint8Array) || body.length === 0) throw fieldError(field, refused.notImage);
  if (body.length > PICTURE_MAX_BYTES) {
    throw fieldError(field, refused.tooLarge, 'PAYLOAD_TOO_LARGE');
  }
  if (!sniffImageType(body)) throw fieldError(field, refused.notImage);
  const input = Buffer.from(body.buffer, body.byteOffset, body.byteLength);

  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw fieldError(field, refused.unreadable);
  }
  if (!meta.width || !meta.height) throw fieldError(field, refused.unreadable);
  if (meta.width * meta.height > PICTURE_MAX_PIXELS) throw fieldError(field, refused.tooManyPixels);
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is its stored height.
  const uprightWidth = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;

  try {
    // One decode; each width is a clone of it. Output carries no metadata (sharp keeps none unless asked).
    const base = sharp(input, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error' }).rotate();
    const files = await Promise.all(
      targetWidths(uprightWidth).map(async (w) => {
        const { data, info } = await base
          .clone()
          .resize({ width: w, withoutEnlargement: true })
          .webp(WEBP)
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, bytes: data };
      }),
    );
    const hash = createHash('sha256');
    for (const f of files) hash.update(f.bytes);
    const widest = files[files.length - 1]!;
    return { hash: hash.digest('hex'), width: widest.width, height: widest.height, files };
  } catch {
    throw fieldError(field, refused.unreadable);
  }
}

/** GET /api/clubs/{slug}/pictures/{hash}/{width}. */
export function picturePath(slug: string, hash: string, width: number): string {
  return buildPath(pictureOperations.picture.path, { slug, hash, width });
}

function toClubPicture(row: { slug: string; hash: string; width: number; height: number; widths: number[] }): ClubPicture {
  const widths = [...row.widths].sort((a, b) => a - b);
  const widest = widths[widths.length - 1] ?? row.width;
  return {
    url: picturePath(row.slug, row.hash, widest),
    srcset: widths.map((w) => `${picturePath(row.slug, row.hash, w)} ${w}w`).join(', '),
    width: row.width,
    height: row.height,
  };
}

export type PictureRow = { slug: string; hash: string; width: number; height: number; widths: number[] };

/**
 * The club's hero image (or the picture of the outer query's `programs` row) as one json value, to
 * select beside the row that owns it: the settings and programs reads stay one statement, with no
 * extra round trip for the picture. Turn it into the API's shape with pictureFromRow; null when
 * there is none (the site shows the designed default). As SQL text, for the reads written out in
 * SQL; pictureOf is the same for a drizzle select.
 */
export function pictureSubquery(kind: 'hero' | 'program'): string {
  return `(select json_build_object('slug', t.slug, 'hash', p.hash, 'width', p.width, 'height', p.height,
      'widths', array(select f.width from club_picture_files f where f.tenant_id = p.tenant_id and f.picture_id = p.id order by f.width))
    from club_pictures p join tenants t on t.id = p.tenant_id
    where p.kind = '${kind}'${kind === 'program' ? ' and p.program_id = programs.id' : ''} limit 1)`;
}

export function pictureOf(kind: 'hero' | 'program'): SQL<PictureRow | null> {
  return sql.raw(pictureSubquery(kind)) as SQL<PictureRow | null>;
}

export function pictureFromRow(row: PictureRow | null): ClubPicture | null {
  return row ? toClubPicture(row) : null;
}

/** Puts the prepared picture in place of the club's hero image or the program's picture. */
export async function storePicture(
  tx: Tx,
  tenantId: string,
  target: { kind: 'hero' } | { kind: 'program'; programId: string },
  picture: PreparedPicture,
): Promise<void> {
  const programId = target.kind === 'program' ? target.programId : null;
  await removePicture(tx, target);
  const [row] = await tx
    .insert(clubPictures)
    .values({ tenantId, kind: target.kind, programId, hash: picture.hash, width: picture.width, height: picture.height })
    .returning({ id: clubPictures.id });
  await tx.insert(clubPictureFiles).values(
    picture.files.map((f) => ({
      tenantId,
      pictureId: row!.id,
      width: f.width,
      height: f.height,
      contentType: PICTURE_CONTENT_TYPE,
      bytes: f.bytes,
      byteSize: f.bytes.length,
    })),
  );
}

/** Removes the hero image or a program's picture (its files go with it); none is fine. */
export async function removePicture(tx: Tx, target: { kind: 'hero' } | { kind: 'program'; programId: string }): Promise<void> {
  await tx
    .delete(clubPictures)
    .where(
      target.kind === 'hero'
        ? eq(clubPictures.kind, 'hero')
        : and(eq(clubPictures.kind, 'program'), eq(clubPictures.programId, target.programId)),
    );
}

/** One width of one of the club's pictures (the transaction is the club's: another club's is never found). */
export async function readPictureFile(
  tx: Tx,
  hash: string,
  width: number,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await tx
    .select({ contentType: clubPictureFiles.contentType, bytes: clubPictureFiles.bytes })
    .from(clubPictureFiles)
    .innerJoin(
      clubPictures,
      and(eq(clubPictures.tenantId, clubPictureFiles.tenantId), eq(clubPictures.id, clubPictureFiles.pictureId)),
    )
    .where(and(eq(clubPictures.hash, hash), eq(clubPictureFiles.width, width)))
    .orderBy(asc(clubPictures.createdAt))
    .limit(1);
  return row ?? null;
}
