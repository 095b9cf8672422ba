// The club's logo file: its real type read from its first bytes (PNG, JPEG, WebP, GIF; SVG and
// anything else refused), stored in club_logos under its SHA-256, which names it in the public URL.
// A club keeps one logo: a new one replaces it (and its URL), removing it clears settings.logo_url.
import { createHash } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { buildPath } from '@springboard/contract/operation';
import { settingsOperations } from '@springboard/contract/operations/settings';
import { LOGO_MAX_BYTES, type LogoContentType } from '@springboard/contract/settings';
import type { Tx } from '../../db/tenant-tx.js';
import { clubLogos, clubSettings } from '../../db/schema.js';
import { fieldError } from '../../platform/app-error.js';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The image type the bytes really are, or null: never the type the upload claimed. */
export function sniffImageType(bytes: Uint8Array): LogoContentType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** Where the logo is served: GET /api/clubs/{slug}/logo/{hash}. */
export function logoPath(slug: string, hash: string): string {
  return buildPath(settingsOperations.logo.path, { slug, hash });
}

/** The hash of a logo URL of this club, or null when the URL is not one of its logos. */
function hashOf(url: string, slug: string): string | null {
  const prefix = logoPath(slug, 'HASH').replace(/HASH$/, '');
  const hash = url.startsWith(prefix) ? url.slice(prefix.length) : '';
  return /^[0-9a-f]{64}$/.test(hash) ? hash : null;
}

/** Stores the logo in place of the club's previous one and points settings.logo_url at it. */
export async function storeLogo(tx: Tx, tenant: { id: string; slug: string }, body: unknown): Promise<void> {
  if (!(body instanceof Uint8Array) || body.length === 0) throw fieldError('logo', 'logo_not_image');
  if (body.length > LOGO_MAX_BYTES) {
    throw fieldError('logo', 'logo_too_large', 'PAYLOAD_TOO_LARGE');
  }
  const contentType = sniffImageType(body);
  if (!contentType) throw fieldError('logo', 'logo_not_image');
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const hash = createHash('sha256').update(bytes).digest('hex');
  await tx.delete(clubLogos).where(and(eq(clubLogos.tenantId, tenant.id), ne(clubLogos.hash, hash)));
  await tx
    .insert(clubLogos)
    .values({ tenantId: tenant.id, hash, contentType, bytes, byteSize: bytes.length })
    .onConflictDoNothing();
  await tx
    .update(clubSettings)
    .set({ logoUrl: logoPath(tenant.slug, hash), updatedAt: new Date() })
    .where(eq(clubSettings.tenantId, tenant.id));
}

export async function removeLogo(tx: Tx, tenantId: string): Promise<void> {
  await tx.delete(clubLogos).where(eq(clubLogos.tenantId, tenantId));
  await tx.update(clubSettings).set({ logoUrl: null, updatedAt: new Date() }).where(eq(clubSettings.tenantId, tenantId));
}

/**
 * POST /api/settings may name the logo, but only as none or one of the club's stored logos:
 * an inline data: URL or another site's image is refused (the upload is the way in).
 */
export async function checkLogoUrl(tx: Tx, tenant: { id: string; slug: string }, url: string | null): Promise<void> {
  if (url === null) return;
  const hash = hashOf(url, tenant.slug);
  const [stored] = hash ? await tx.select({ hash: clubLogos.hash }).from(clubLogos).where(eq(clubLogos.hash, hash)) : [];
  if (!stored) throw fieldError('logo_url', 'logo_not_uploaded');
}

/** Drops stored logos the settings no longer point at (after logo_url was set to none). */
export async function forgetUnusedLogos(tx: Tx, tenantId: string, logoUrl: string | null, slug: string): Promise<void> {
  const keep = logoUrl ? hashOf(logoUrl, slug) : null;
  await tx
    .delete(clubLogos)
    .where(keep ? and(eq(clubLogos.tenantId, tenantId), ne(clubLogos.hash, keep)) : eq(clubLogos.tenantId, tenantId));
}

export async function readLogo(tx: Tx, hash: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await tx
    .select({ contentType: clubLogos.contentType, bytes: clubLogos.bytes })
    .from(clubLogos)
    .where(eq(clubLogos.hash, hash));
  return row ?? null;
}
