// Encryption at rest for club payment secrets (Stripe secret and webhook keys): AES-256-GCM with a
// key derived from APP_SECRET by HKDF. Pure node:crypto, so the same ciphertext opens on any
// platform. Sealed form: "v1." + base64url(iv ‖ tag ‖ ciphertext).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const keys = new Map<string, Buffer>();

function keyFor(appSecret: string): Buffer {
  let key = keys.get(appSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', appSecret, 'springboard', 'secret-box-v1', 32));
    keys.set(appSecret, key);
  }
  return key;
}

export function sealSecret(appSecret: string, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(appSecret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** Throws when the value was not sealed with this APP_SECRET or was tampered with. */
export function openSecret(appSecret: string, sealed: string): string {
  const [version, payload] = sealed.split('.', 2);
  if (version !== VERSION || !payload) throw new Error('Unrecognised sealed secret');
  const raw = Buffer.from(payload, 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('Sealed secret is truncated');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(appSecret), raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** What a settings page may show of a secret: its prefix and last four characters. */
export function maskSecret(plain: string): string {
  const prefix = /^(sk|rk|whsec)_(live_|test_)?/.exec(plain)?.[0] ?? '';
  return `${prefix}••••${plain.slice(-4)}`;
}
