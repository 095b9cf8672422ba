import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

const base = { APP_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/springboard-config-test' };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig(base);
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      trustProxy: false,
    });
    expect(c.rateLimits.loginPerAddressAndIp).toEqual({ max: 10, windowSeconds: 900 });
    expect(c.rateLimits.loginPerIp).toEqual({ max: 50, windowSeconds: 900 });
    expect(c.rateLimits.loginPerAddress).toEqual({ max: 100, windowSeconds: 900 });
    expect(c.rateLimits.forgotPerIp).toEqual({ max: 20, windowSeconds: 3600 });
  });

  it('reads rate limits and proxy trust from the environment', () => {
    const c = loadConfig({ ...base, RATE_LIMIT_SIGN_IN_PER_ADDRESS: '3', TRUST_PROXY: '10.0.0.1, 10.0.0.2' });
    expect(c.rateLimits.loginPerAddress.max).toBe(3);
    const all = loadConfig({
      ...base,
      RATE_LIMIT_SIGN_IN_PER_ADDRESS_AND_IP: '4',
      RATE_LIMIT_SIGN_IN_PER_IP: '40',
      RATE_LIMIT_SIGN_IN_PER_ADDRESS: '400',
    });
    expect([all.rateLimits.loginPerAddressAndIp.max, all.rateLimits.loginPerIp.max, all.rateLimits.loginPerAddress.max]).toEqual([
      4, 40, 400,
    ]);
    expect(c.trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
    const hops = loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy as (a: string, hop: number) => boolean;
    expect([hops('x', 0), hops('x', 1)]).toEqual([true, false]);
  });

  it('keeps an old RATE_LIMIT_SIGN_IN_PER_ADDRESS meaning what it meant: that many per address, from anywhere', () => {
    const c = loadConfig({ ...base, RATE_LIMIT_SIGN_IN_PER_ADDRESS: '1000' });
    expect(c.rateLimits.loginPerAddressAndIp.max).toBe(1000);
    expect(c.rateLimits.loginPerAddress.max).toBe(1000);
  });

  it('fails fast naming the variable that is wrong', () => {
    expect(() => loadConfig({ ...base, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ...base, RATE_LIMIT_SIGN_IN_PER_IP: '0' })).toThrow(/RATE_LIMIT_SIGN_IN_PER_IP/);
    expect(() => loadConfig({ ...base, RATE_LIMIT_SIGN_IN_PER_ADDRESS_AND_IP: 'ten' })).toThrow(
      /RATE_LIMIT_SIGN_IN_PER_ADDRESS_AND_IP/,
    );
    expect(() => loadConfig({ ...base, APP_SECRET: 'short' })).toThrow(/APP_SECRET/);
  });
});
