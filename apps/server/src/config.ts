// Every environment variable the server reads, parsed once with zod; a bad value fails start-up
// with the variable's name.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { RateLimits } from './platform/rate-limit.js';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Springboard <no-reply@springboard.local>'),
  APP_SECRET: z.string().min(32, 'APP_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Behind a load balancer: 'true', a hop count, or comma-separated proxy addresses whose
   *  X-Forwarded-For is believed (rate limits key on the client's address). Default: none. */
  TRUST_PROXY: z.string().optional(),
  /** Sign-in attempts in 15 minutes (429 beyond): for one e-mail address from one client address;
   *  from one client address; for one e-mail address from all client addresses together. Unset, the
   *  first follows RATE_LIMIT_SIGN_IN_PER_ADDRESS when that is set (its meaning before the per-pair
   *  limit existed, when it alone limited an address), else 10. */
  RATE_LIMIT_SIGN_IN_PER_ADDRESS_AND_IP: z.coerce.number().int().min(1).optional(),
  RATE_LIMIT_SIGN_IN_PER_IP: z.coerce.number().int().min(1).default(50),
  RATE_LIMIT_SIGN_IN_PER_ADDRESS: z.coerce.number().int().min(1).optional(),
  /** Reset-link requests per e-mail address / per client address in an hour. */
  RATE_LIMIT_RESET_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_RESET_PER_IP: z.coerce.number().int().min(1).default(20),
  /** Contact-form messages to a club in an hour: from one sender's e-mail address / from one client address. */
  RATE_LIMIT_CONTACT_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_CONTACT_PER_IP: z.coerce.number().int().min(1).default(10),
  /** Directory of the built web app; served at / when it exists. */
  WEB_DIST: z.string().optional(),
  /** How often each server process looks for scheduled work that is due (seconds). */
  JOBS_POLL_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  /** The clubs' time zone for scheduled work: the day autopay and late fees count by, and the
   *  automatic-invoicing time of the settings. An IANA name. */
  JOBS_TIME_ZONE: z
    .string()
    .default('UTC')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'JOBS_TIME_ZONE must be an IANA time zone such as America/New_York'),
  /** GET /metrics answers only with this bearer token; unset, /metrics is off (404). */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** Nightly backups kept (the oldest beyond are deleted); 0 turns them off. */
  BACKUP_KEEP: z.coerce.number().int('BACKUP_KEEP must be a whole number').min(0).max(1000).default(7),
  /** Where nightly backups go (default DATA_DIR/backups); relative to where the command was typed. */
  BACKUP_DIR: z.string().min(1).optional(),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  appSecret: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDist: string | undefined;
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  rateLimits: RateLimits;
  /** JOBS_POLL_SECONDS (default 60). */
  jobPollSeconds?: number;
  /** JOBS_TIME_ZONE (default UTC). */
  jobsTimeZone?: string;
  /** METRICS_TOKEN: unset, /metrics is off. */
  metricsToken?: string | undefined;
  /** BACKUP_KEEP (default 7; 0 off) and BACKUP_DIR resolved (default DATA_DIR/backups). */
  backups?: { keep: number; dir: string };
};

/** A bad environment variable: the message names it (main.ts prints it without a stack trace). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Where the server keeps its data (the embedded database, the secret, pictures), as loadConfig
 *  resolves it, without creating anything there. */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR || './data');
}

/** The file a running server writes its public address into, so the club CLI prints the address
 *  the server really answers on. */
export const SERVER_ADDRESS_FILE = 'server-address';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means relative to where the
  // person typed the command (INIT_CWD), so `npm start` at the root keeps data in ./data there.
  const dataDir = resolveDataDir({ ...env, DATA_DIR: e.DATA_DIR });
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appSecret: e.APP_SECRET ?? readOrCreateSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    jobPollSeconds: e.JOBS_POLL_SECONDS,
    jobsTimeZone: e.JOBS_TIME_ZONE,
    metricsToken: e.METRICS_TOKEN,
    backups: {
      keep: e.BACKUP_KEEP,
      dir: e.BACKUP_DIR ? resolve(env.INIT_CWD ?? process.cwd(), e.BACKUP_DIR) : join(dataDir, 'backups'),
    },
    rateLimits: {
      loginPerAddressAndIp: {
        max: e.RATE_LIMIT_SIGN_IN_PER_ADDRESS_AND_IP ?? e.RATE_LIMIT_SIGN_IN_PER_ADDRESS ?? 10,
        windowSeconds: 15 * 60,
      },
      loginPerIp: { max: e.RATE_LIMIT_SIGN_IN_PER_IP, windowSeconds: 15 * 60 },
      loginPerAddress: { max: e.RATE_LIMIT_SIGN_IN_PER_ADDRESS ?? 100, windowSeconds: 15 * 60 },
      forgotPerAddress: { max: e.RATE_LIMIT_RESET_PER_ADDRESS, windowSeconds: 60 * 60 },
      forgotPerIp: { max: e.RATE_LIMIT_RESET_PER_IP, windowSeconds: 60 * 60 },
      contactPerAddress: { max: e.RATE_LIMIT_CONTACT_PER_ADDRESS, windowSeconds: 60 * 60 },
      contactPerIp: { max: e.RATE_LIMIT_CONTACT_PER_IP, windowSeconds: 60 * 60 },
    },
  };
}

/** APP_SECRET left unset: generate one on first start and keep it beside the data. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  return secret;
}

function parseTrustProxy(v: string | undefined): Config['trustProxy'] {
  if (!v || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
