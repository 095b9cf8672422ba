// Access tokens: a token verified once is remembered (an HMAC check per request was a tenth
// of a signed-in read's time), which must not keep a token alive past its expiry or accept a forgery.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createTokenService } from './tokens.js';

const claims = { userId: 'u1', tenantId: 't1', sessionId: 's1', role: 'admin' as const };

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens', () => {
  it('verify again and again until they expire, and not after, even once remembered', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z'), toFake: ['Date'] });
    const tokens = createTokenService('a secret of the test, long enough to be one');
    const { token, expiresAt } = await tokens.signAccess(claims);
    expect(await tokens.verifyAccess(token)).toEqual({ ...claims, expiresAt });
    expect(await tokens.verifyAccess(token)).toEqual({ ...claims, expiresAt });
    vi.setSystemTime(new Date((expiresAt - 1) * 1000));
    expect(await tokens.verifyAccess(token)).not.toBeNull();
    vi.setSystemTime(new Date(expiresAt * 1000));
    expect(await tokens.verifyAccess(token)).toBeNull();
    expect(expiresAt - Date.parse('2026-11-23T10:00:00Z') / 1000).toBe(ACCESS_TOKEN_TTL_SECONDS);
  });

  it('refuse a token signed with another secret, or changed, however often the real one was seen', async () => {
    const tokens = createTokenService('a secret of the test, long enough to be one');
    const other = createTokenService('another secret, of another installation!!');
    const { token } = await tokens.signAccess(claims);
    expect(await tokens.verifyAccess(token)).not.toBeNull();
    const forged = (await other.signAccess(claims)).token;
    expect(await tokens.verifyAccess(forged)).toBeNull();
    const [head, , signature] = token.split('.');
    const payload = Buffer.from(
      JSON.stringify({ sub: 'u2', tid: 't1', sid: 's1', role: 'admin', aud: 'springboard', exp: 9_999_999_999 }),
    ).toString('base64url');
    expect(await tokens.verifyAccess(`${head}.${payload}.${signature}`)).toBeNull();
    expect(await other.verifyAccess(token)).toBeNull();
  });
});
