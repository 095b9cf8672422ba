// The club's own pictures: the hero image of Manage Settings and a picture per program,
// uploaded by the admin, kept without metadata as WebP in responsive widths, and served to anyone
// from /api/clubs/{slug}/pictures/{hash}/{width} with a year's caching.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PICTURE_MESSAGES } from '@springboard/contract/pictures';
import { api, makeSlot } from '../../../test/factories.js';
import { addClub, clubWithCallers, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { png } from '../../../test/png.js';
import { clubPictureFiles, clubPictures } from '../../db/schema.js';
import { withTenant } from '../../db/tenant-tx.js';
import { targetWidths } from './pictures.service.js';

let ctx: TestContext;
let club: TestClub;
let other: TestClub;
let admin: string;
let staff: string;
let member: string;
let otherAdmin: string;

beforeAll(async () => {
  ctx = await createTestApp({ deps: { outboxPollMs: 0 } });
  // Staff holding every permission there is still may not change the club's pictures: they are the admin's.
  ({ club, admin, staff, member } = await clubWithCallers(ctx));
  other = await addClub(ctx);
  otherAdmin = other.admin.token;
});
afterAll(async () => ctx?.close());

const call = (c: Omit<Parameters<typeof api>[1], 'slug'>, slug = club.slug) => api(ctx.app, { slug, ...c });
const uploadHero = (bytes: Buffer, token = admin, contentType = 'image/png', slug = club.slug) =>
  call({ method: 'POST', url: '/api/settings/hero-image', token, body: bytes, headers: { 'content-type': contentType } }, slug);
const uploadProgram = (id: string, bytes: Buffer, token = admin, contentType = 'image/png') =>
  call({ method: 'POST', url: `/api/programs/${id}/image`, token, body: bytes, headers: { 'content-type': contentType } });
/** As a browser fetches an <img>: no tenant header, no token. */
const fetchPicture = (url: string) => api(ctx.app, { url });
const pictureRows = async (c = club) =>
  withTenant(ctx.database.db, c.tenantId, async (tx) => ({
    pictures: await tx.select({ id: clubPictures.id, kind: clubPictures.kind }).from(clubPictures),
    files: await tx.select({ width: clubPictureFiles.width }).from(clubPictureFiles),
  }));

/** A photo as a phone takes it: JPEG with the camera's metadata (who, where) in its EXIF. */
async function photo(width: number, height: number, orientation?: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Artist: 'Private Photographer', Copyright: 'GPS 40.7128N 74.0060W' } });
  return orientation ? image.withMetadata({ orientation }).toBuffer() : image.toBuffer();
}

describe('the widths kept', () => {
  it('are 480, 960 and 1600 for a wide upload, never wider than the upload, and a narrow one keeps its own width', () => {
    expect(targetWidths(4000)).toEqual([480, 960, 1600]);
    expect(targetWidths(1600)).toEqual([480, 960, 1600]);
    expect(targetWidths(1200)).toEqual([480, 960, 1200]);
    expect(targetWidths(1000)).toEqual([480, 1000]);
    expect(targetWidths(300)).toEqual([300]);
  });
});

describe('the hero image', () => {
  it('is uploaded as a PNG and served in responsive WebP widths, cached for a year, to anyone', async () => {
    const res = await uploadHero(png(2000, [250, 120, 20]));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Hero image uploaded successfully');
    const hero = res.json().data.hero_image;
    const base = new RegExp(`^/api/clubs/${club.slug}/pictures/[0-9a-f]{64}/`);
    expect(hero).toMatchObject({ width: 1600, height: 1600 });
    expect(hero.url).toMatch(new RegExp(`${base.source}1600$`));
    const srcset = (hero.srcset as string).split(', ').map((s) => s.split(' '));
    expect(srcset.map(([, w]) => w)).toEqual(['480w', '960w', '1600w']);
    // Anyone on the club's site reads it with the settings (no token).
    expect((await call({ url: '/api/settings' })).json().data.hero_image).toEqual(hero);

    for (const [url, w] of srcset) {
      expect(url).toMatch(base);
      const served = await fetchPicture(url!);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(Number(w!.replace('w', '')));
    }
  });

  it('takes a JPEG photo upright and without its metadata (camera, place, person)', async () => {
    const original = await photo(1200, 600, 6);
    expect(original.includes('Private Photographer')).toBe(true);
    const res = await uploadHero(original, admin, 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const hero = res.json().data.hero_image;
    // Orientation 6 turns it a quarter: 600 wide and 1200 high once upright.
    expect(hero).toMatchObject({ width: 600, height: 1200 });
    expect(hero.srcset).toMatch(/ 480w, .* 600w$/);
    const served = await fetchPicture(hero.url);
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([600, 1200]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.rawPayload.includes('Private Photographer')).toBe(false);
    expect(served.rawPayload.includes('GPS 40.7128N')).toBe(false);
  });

  it('replaces the previous one: its address is gone, a new upload has a new address', async () => {
    const first = (await uploadHero(png(500, [1, 2, 3]))).json().data.hero_image;
    const second = (await uploadHero(png(500, [200, 100, 50]))).json().data.hero_image;
    expect(second.url).not.toBe(first.url);
    expect((await fetchPicture(first.url)).statusCode).toBe(404);
    expect((await fetchPicture(second.url)).statusCode).toBe(200);
    expect((await pictureRows()).pictures.filter((p) => p.kind === 'hero')).toHaveLength(1);
  });

  it.each([
    [
      'an SVG (it can carry script)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
      400,
      PICTURE_MESSAGES.hero.notImage,
    ],
    ['a text file', Buffer.from('hello, not an image'), 'application/octet-stream', 400, PICTURE_MESSAGES.hero.notImage],
    ['an empty file', Buffer.alloc(0), 'image/png', 400, PICTURE_MESSAGES.hero.notImage],
    [
      'a broken PNG',
      Buffer.concat([png(4).subarray(0, 40), Buffer.alloc(40, 7)]),
      'image/png',
      400,
      PICTURE_MESSAGES.hero.unreadable,
    ],
    [
      'a file over 5 MB',
      Buffer.concat([png(2), Buffer.alloc(5 * 1024 * 1024)]),
      'image/png',
      413,
      PICTURE_MESSAGES.hero.tooLarge,
    ],
  ])('refuses %s naming the hero image field, and keeps the current one', async (_, bytes, type, status, message) => {
    const current = (await uploadHero(png(600))).json().data.hero_image;
    const before = await pictureRows();
    const res = await uploadHero(bytes, admin, type);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, error: message, details: [{ field: 'hero_image', message }] });
    expect(message).toMatch(/^The hero image (must|could not)/);
    expect((await call({ url: '/api/settings' })).json().data.hero_image).toEqual(current);
    expect(await pictureRows()).toEqual(before);
  });

  it('refuses a picture of more than 40 megapixels, however small its file', async () => {
    const huge = await sharp({ create: { width: 9000, height: 5000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const res = await uploadHero(huge);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'hero_image', message: PICTURE_MESSAGES.hero.tooManyPixels, code: 'hero_image_too_many_pixels' },
    ]);
  });

  it('is the admin’s: staff (every permission) and members are refused, signed-out callers too', async () => {
    const before = await pictureRows();
    for (const token of [staff, member]) {
      expect((await uploadHero(png(8), token)).statusCode).toBe(403);
      expect((await call({ method: 'DELETE', url: '/api/settings/hero-image', token })).statusCode).toBe(403);
    }
    expect(
      (await call({ method: 'POST', url: '/api/settings/hero-image', body: png(8), headers: { 'content-type': 'image/png' } }))
        .statusCode,
    ).toBe(401);
    expect(await pictureRows()).toEqual(before);
  });

  it('is never reachable under another club’s address, and another club’s admin cannot set it', async () => {
    const hero = (await uploadHero(png(700))).json().data.hero_image;
    const elsewhere = (hero.url as string).replace(`/clubs/${club.slug}/`, `/clubs/${other.slug}/`);
    expect((await fetchPicture(elsewhere)).statusCode).toBe(404);
    expect((await fetchPicture(hero.url.replace(`/clubs/${club.slug}/`, '/clubs/no-such-club/'))).statusCode).toBe(404);
    // A width that was not made, and a malformed hash.
    expect((await fetchPicture(hero.url.replace(/\/700$/, '/960'))).statusCode).toBe(404);
    expect((await fetchPicture(`/api/clubs/${club.slug}/pictures/not-a-hash/480`)).statusCode).toBe(400);
    // The other club's admin token names the other club: refused on this one.
    expect((await uploadHero(png(8), otherAdmin)).statusCode).toBe(403);
    expect((await call({ url: '/api/settings' }, other.slug)).json().data.hero_image).toBeNull();
  });

  it('is removed by the admin: the settings say none and its address is gone', async () => {
    const hero = (await uploadHero(png(500))).json().data.hero_image;
    const res = await call({ method: 'DELETE', url: '/api/settings/hero-image', token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Hero image removed');
    expect(res.json().data.hero_image).toBeNull();
    expect((await call({ url: '/api/settings' })).json().data.hero_image).toBeNull();
    expect((await fetchPicture(hero.url)).statusCode).toBe(404);
    expect((await pictureRows()).pictures.filter((p) => p.kind === 'hero')).toEqual([]);
    // Removing none is fine.
    expect((await call({ method: 'DELETE', url: '/api/settings/hero-image', token: admin })).statusCode).toBe(200);
  });
});

describe('a program’s picture', () => {
  it('is uploaded, shown on the public program list and the program with slots, and served as WebP', async () => {
    const { programId } = await makeSlot(ctx.database.db, club);
    const { programId: without } = await makeSlot(ctx.database.db, club);
    const res = await uploadProgram(programId, await photo(1000, 750), admin, 'image/jpeg');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Program picture uploaded successfully');
    const image = res.json().data.image;
    expect(res.json().data.id).toBe(programId);
    expect(image).toMatchObject({ width: 1000, height: 750 });
    expect(image.srcset).toMatch(/\/480 480w, .*\/1000 1000w$/);

    const list = (await call({ url: '/api/programs' })).json().data as { id: string; image: unknown }[];
    expect(list.find((p) => p.id === programId)?.image).toEqual(image);
    expect(list.find((p) => p.id === without)?.image).toBeNull();
    const withSlots = (await call({ url: '/api/programs/programs-with-slots' })).json().data as { id: string; image: unknown }[];
    expect(withSlots.find((p) => p.id === programId)?.image).toEqual(image);

    const served = await fetchPicture(image.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.includes('Private Photographer')).toBe(false);
  });

  it('refuses what is not an image naming the picture field, and keeps the current one', async () => {
    const { programId } = await makeSlot(ctx.database.db, club);
    const current = (await uploadProgram(programId, png(300))).json().data.image;
    const res = await uploadProgram(programId, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), admin, 'image/svg+xml');
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'image', message: PICTURE_MESSAGES.program.notImage, code: 'program_image_not_image' },
    ]);
    expect(PICTURE_MESSAGES.program.notImage).toBe('The program picture must be a PNG, JPEG, WebP or GIF image');
    const big = await uploadProgram(programId, Buffer.concat([png(2), Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().details).toEqual([
      { field: 'image', message: PICTURE_MESSAGES.program.tooLarge, code: 'program_image_too_large' },
    ]);
    const list = (await call({ url: '/api/programs' })).json().data as { id: string; image: unknown }[];
    expect(list.find((p) => p.id === programId)?.image).toEqual(current);
  });

  it('is the admin’s, and another club’s program is not found', async () => {
    const { programId } = await makeSlot(ctx.database.db, club);
    expect((await uploadProgram(programId, png(8), staff)).statusCode).toBe(403);
    expect((await uploadProgram(programId, png(8), member)).statusCode).toBe(403);
    expect((await call({ method: 'DELETE', url: `/api/programs/${programId}/image`, token: staff })).statusCode).toBe(403);
    // The other club's admin, on their own club, naming this club's program: not found, nothing stored.
    const theirs = await api(ctx.app, {
      slug: other.slug,
      method: 'POST',
      url: `/api/programs/${programId}/image`,
      token: otherAdmin,
      body: png(8),
      headers: { 'content-type': 'image/png' },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await pictureRows(other)).pictures).toEqual([]);
    expect((await uploadProgram('00000000-0000-4000-8000-000000000000', png(8))).statusCode).toBe(404);
  });

  it('is removed by the admin (the card shows the default), and goes with its program’s other pictures untouched', async () => {
    const a = await makeSlot(ctx.database.db, club);
    const b = await makeSlot(ctx.database.db, club);
    const imageA = (await uploadProgram(a.programId, png(400, [10, 200, 10]))).json().data.image;
    const imageB = (await uploadProgram(b.programId, png(400, [10, 10, 200]))).json().data.image;
    const res = await call({ method: 'DELETE', url: `/api/programs/${a.programId}/image`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Program picture removed');
    expect(res.json().data.image).toBeNull();
    expect((await fetchPicture(imageA.url)).statusCode).toBe(404);
    expect((await fetchPicture(imageB.url)).statusCode).toBe(200);
  });
});
