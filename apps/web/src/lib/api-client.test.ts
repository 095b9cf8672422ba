// The typed client builds each call from its declaration: path parameters filled and encoded, the
// query string, the tenant header, the bearer for signed-in operations, and the server's words on failure.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { athleteOperations } from '@springboard/contract/operations/athletes';
import { enrollmentOperations } from '@springboard/contract/operations/enrollments';
import { settingsOperations } from '@springboard/contract/operations/settings';
import { programOperations } from '@springboard/contract/operations/programs';
import { ApiError, createApiClient } from './api-client';

type Seen = { url: string; init: RequestInit };
function stubFetch(status: number, body: unknown): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return seen;
}
const tokens = (token: string | null) => ({ getAccessToken: async () => token, onFreshToken: vi.fn() });

afterEach(() => vi.unstubAllGlobals());

describe('createApiClient', () => {
  it('fills and encodes path parameters and sends the club and the bearer', async () => {
    const seen = stubFetch(200, { success: true, data: [] });
    const api = createApiClient('demo', tokens('tok'));
    await api.call(athleteOperations.listOfMembership, { params: { id: 'a/b' } });
    expect(seen[0]!.url).toBe('/api/athletes/member/a%2Fb');
    expect(seen[0]!.init.method).toBe('GET');
    expect((seen[0]!.init.headers as Record<string, string>)['x-tenant-id']).toBe('demo');
    expect((seen[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer tok');
  });

  it('puts a declared query in the query string and sends no body on DELETE', async () => {
    const seen = stubFetch(200, { success: true, data: { removed: true } });
    await createApiClient('demo', tokens('tok')).call(enrollmentOperations.remove, { query: { userId: 'u1', slotId: 's1' } });
    expect(seen[0]!.url).toBe('/api/programs-enrollment?userId=u1&slotId=s1');
    expect(seen[0]!.init.method).toBe('DELETE');
    expect(seen[0]!.init.body).toBeUndefined();
  });

  it('sends a file operation’s bytes as they are, not as JSON', async () => {
    const seen = stubFetch(200, { success: true, data: {} });
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    await createApiClient('demo', tokens('tok')).call(settingsOperations.uploadLogo, { body: bytes });
    expect(seen[0]!.url).toBe('/api/settings/logo');
    expect((seen[0]!.init.headers as Record<string, string>)['content-type']).toBe('application/octet-stream');
    expect(seen[0]!.init.body).toBe(bytes);
  });

  it('refuses a signed-in operation without a token before calling the server', async () => {
    const seen = stubFetch(200, { success: true, data: {} });
    await expect(createApiClient('demo', tokens(null)).call(membershipOperations.mine)).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(0);
  });

  it('answers another success status with its message (226: e-mail taken)', async () => {
    stubFetch(226, { success: true, data: { available: false }, message: 'taken' });
    const r = await createApiClient('demo', null).callWithStatus(membershipOperations.checkEmail, { body: { email: 'a@b.co' } });
    expect(r).toEqual({ status: 226, data: { available: false }, message: 'taken' });
  });

  it("throws the server's code, params, message and field details", async () => {
    stubFetch(400, {
      success: false,
      error: 'email: must be at most 254 characters',
      code: 'too_long',
      params: { max: 254 },
      details: [{ field: 'email', message: 'must be at most 254 characters', code: 'too_long', params: { max: 254 } }],
    });
    const err = await createApiClient('demo', null)
      .call(membershipOperations.checkEmail, { body: { email: 'x' } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      code: 'too_long',
      params: { max: 254 },
      message: 'email: must be at most 254 characters',
    });
    expect((err as ApiError).fieldDetail('email')).toMatchObject({ code: 'too_long', params: { max: 254 } });
  });

  it('names an answer without a catalogue code by its status', async () => {
    stubFetch(502, { success: false, error: 'Bad gateway' });
    const err = await createApiClient('demo', null)
      .call(membershipOperations.checkEmail, { body: { email: 'x' } })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, code: 'bad_response', params: { status: 502 }, message: 'Bad gateway' });
  });

  it('stores a fresh token a response carries', async () => {
    stubFetch(200, { success: true, data: [], token: 'fresh' });
    const t = tokens('old');
    await createApiClient('demo', t).call(programOperations.list);
    expect(t.onFreshToken).toHaveBeenCalledWith('fresh');
  });

  it('types inputs from the declaration', () => {
    const api = createApiClient('demo', null);
    const never = () => {
      // @ts-expect-error a path parameter the operation declares is required
      void api.call(membershipOperations.get);
      // @ts-expect-error an operation without a body takes none
      void api.call(programOperations.list, { body: { x: 1 } });
      // @ts-expect-error the body has the declared shape
      void api.call(membershipOperations.checkEmail, { body: { mail: 'a@b.co' } });
    };
    expect(typeof never).toBe('function');
  });
});

describe("the boot script's early answers (index.html)", () => {
  const envelope = (data: unknown) => Promise.resolve(new Response(JSON.stringify({ success: true, data }), { status: 200 }));

  it("answers a visitor's GET of that club once from the request the boot script sent, then fetches", async () => {
    const seen = stubFetch(200, { success: true, data: { name: 'Fetched' } });
    vi.stubGlobal('window', {
      __springboardEarly: { club: 'demo', responses: { '/api/settings': envelope({ name: 'Early' }) } },
    });
    const api = createApiClient('demo', null);
    expect(await api.call(settingsOperations.get)).toEqual({ name: 'Early' });
    expect(seen).toHaveLength(0);
    expect(await api.call(settingsOperations.get)).toEqual({ name: 'Fetched' });
    expect(seen).toHaveLength(1);
  });

  it("never for another club's client, nor for a signed-in call", async () => {
    const seen = stubFetch(200, { success: true, data: { name: 'Fetched' } });
    vi.stubGlobal('window', {
      __springboardEarly: { club: 'demo', responses: { '/api/settings': envelope({ name: 'Early' }) } },
    });
    expect(await createApiClient('other', null).call(settingsOperations.get)).toEqual({ name: 'Fetched' });
    expect(await createApiClient('demo', tokens('tok')).call(settingsOperations.get)).toEqual({ name: 'Fetched' });
    expect(seen.map((s) => (s.init.headers as Record<string, string>)['x-tenant-id'])).toEqual(['other', 'demo']);
  });
});
