import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_WEBSITE } from '@springboard/contract/website';
import { api } from '../../../test/factories.js';
import { addClub, clubWithCallers, type TestClub } from '../../../test/fixtures.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
let club: TestClub;
let other: TestClub;
let admin: string;
let staff: string;
let member: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ club, admin, staff, member } = await clubWithCallers(ctx));
  other = await addClub(ctx);
});
afterAll(async () => ctx?.close());

const get = (slug = club.slug) => api(ctx.app, { slug, url: '/api/website' });
const put = (body: unknown, token = admin, slug = club.slug) =>
  api(ctx.app, { method: 'PUT', slug, url: '/api/website', token, body });

const texts = {
  hero: { title: { en: 'Flip into fun', es: 'Salta a la diversión' }, subtitle: { en: 'Classes in Eugene since 1998', es: '' } },
  why: [{ title: { en: 'Small groups', es: 'Grupos pequeños' }, text: { en: 'Eight children a coach.', es: '' } }],
  testimonials: [
    {
      quote: { en: 'Our twins love Tuesdays.', es: 'A nuestros gemelos les encantan los martes.' },
      who: { en: 'Ana, mother of two', es: '' },
    },
    { quote: { en: '', es: 'Un club estupendo.' }, who: { en: 'Luis', es: '' } },
  ],
  about: {
    mission: { en: 'Gymnastics for every child in town.', es: '' },
    values: { en: 'Safety. Joy.', es: 'Seguridad. Alegría.' },
  },
  faq: [{ question: { en: 'What should my child wear?', es: '' }, answer: { en: 'A leotard or shorts and a T-shirt.', es: '' } }],
  banner: { title: { en: 'Fall term opens 1 September', es: '' }, text: { en: 'Sign up before 20 August.', es: '' } },
  footer: { blurb: { en: 'A family club by the river.', es: 'Un club familiar junto al río.' } },
  pages: {
    privacy: { title: { en: 'Privacy', es: 'Privacidad' }, body: { en: 'We keep only what registration needs.', es: '' } },
  },
};

describe('GET /api/website', () => {
  it('answers a visitor with nothing written for a club that wrote nothing: no invented text', async () => {
    const res = await get(other.slug);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(EMPTY_WEBSITE);
    expect(res.json().data.testimonials).toEqual([]);
    expect(res.json().data.pages).toEqual({});
  });

  it('needs the club (tenant) header', async () => {
    const res = await api(ctx.app, { slug: null, url: '/api/website' });
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT /api/website', () => {
  it('lets the admin write the texts, which every visitor then reads, in both languages', async () => {
    const res = await put(texts);
    expect(res.statusCode).toBe(200);
    const read = (await get()).json().data;
    expect(read.hero.title).toEqual({ en: 'Flip into fun', es: 'Salta a la diversión' });
    expect(read.testimonials.map((t: { quote: { en: string } }) => t.quote.en)).toEqual(['Our twins love Tuesdays.', '']);
    expect(read.pages.privacy.body.en).toBe('We keep only what registration needs.');
    expect(read.pages.careers).toBeUndefined();
  });

  it('replaces the whole: a testimonial left out is removed, a new order is kept', async () => {
    await put(texts);
    const reordered = { ...texts, testimonials: [texts.testimonials[1]], pages: {} };
    expect((await put(reordered)).statusCode).toBe(200);
    const read = (await get()).json().data;
    expect(read.testimonials).toHaveLength(1);
    expect(read.testimonials[0].quote.es).toBe('Un club estupendo.');
    expect(read.pages).toEqual({});
  });

  it('does not touch another club: its site stays empty', async () => {
    await put(texts);
    expect((await get(other.slug)).json().data).toEqual(EMPTY_WEBSITE);
  });

  it('refuses staff (even with every permission), members and visitors', async () => {
    expect((await put(texts, staff)).statusCode).toBe(403);
    expect((await put(texts, member)).statusCode).toBe(403);
    expect((await api(ctx.app, { method: 'PUT', slug: club.slug, url: '/api/website', body: texts })).statusCode).toBe(401);
  });

  it("refuses another club's admin: the token is bound to its own club", async () => {
    const res = await put(
      { ...texts, hero: { title: { en: 'Hijacked', es: '' }, subtitle: { en: '', es: '' } } },
      other.admin.token,
    );
    expect(res.statusCode).toBe(403);
    expect((await get()).json().data.hero.title.en).not.toBe('Hijacked');
  });

  it('refuses a testimonial with no quote in either language, naming the field', async () => {
    const body = {
      ...texts,
      testimonials: [texts.testimonials[0], { quote: { en: ' ', es: '' }, who: { en: 'Someone', es: '' } }],
    };
    const res = await put(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      expect.objectContaining({ field: 'testimonials.1.quote', code: 'website_text_required' }),
    ]);
  });

  it('refuses a text over its length, naming the field and the language', async () => {
    const res = await put({ ...texts, hero: { title: { en: 'x'.repeat(121), es: '' }, subtitle: { en: '', es: '' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      expect.objectContaining({ field: 'hero.title.en', code: 'too_long', params: { max: 120 } }),
    ]);
  });

  it('refuses a page the site has no link for, and unknown fields', async () => {
    const page = { title: { en: 'Shop', es: '' }, body: { en: 'Buy', es: '' } };
    expect((await put({ ...texts, pages: { shop: page } })).statusCode).toBe(400);
    expect((await put({ ...texts, tagline: 'empowering athletes' })).statusCode).toBe(400);
  });
});
