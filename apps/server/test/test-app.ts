// Per test file: a fresh database copied from the migrated template, and an app built over it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../src/app.js';
import type { Config } from '../src/config.js';
import { connect, type Database } from '../src/db/client.js';
import type { Mailer } from '../src/platform/mailer.js';
import { DEFAULT_RATE_LIMITS } from '../src/platform/rate-limit.js';
import { withDatabase } from './global-setup.js';

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  databaseUrl: string;
  config: Config;
  close: () => Promise<void>;
};

export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDb')}`);
  await admin.end();
  return {
    url: withDatabase(adminUrl, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: '/nonexistent',
    publicUrl: 'http://club.test',
    smtpUrl: undefined,
    mailFrom: 'Springboard <no-reply@springboard.test>',
    appSecret: randomBytes(32).toString('hex'),
    logLevel: 'silent',
    webDist: undefined,
    trustProxy: false,
    rateLimits: DEFAULT_RATE_LIMITS,
    ...overrides,
  };
}

const roomy = { max: 10_000, windowSeconds: 60 };
const ROOMY_RATE_LIMITS = { loginPerAddressAndIp: roomy, loginPerAddress: roomy, loginPerIp: roomy, forgotPerAddress: roomy, forgotPerIp: roomy };

export async function createTestApp(
  opts: { config?: Partial<Config>; mailer?: Mailer | null; deps?: Pick<AppDeps, 'rateLimits' | 'outboxPollMs' | 'stripeApi' | 'jobs'> } = {},
): Promise<TestContext> {
  const db = await createTestDatabase();
  const database = connect(db.url, 20);
  const config = testConfig(opts.config);
  const app = await buildApp({
    config,
    database,
    logger: false,
    // Files sign the same users in many times; the limits themselves are tested with small numbers.
    rateLimits: ROOMY_RATE_LIMITS,
    jobs: false,
    ...opts.deps,
    ...(opts.mailer !== undefined ? { mailer: opts.mailer } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    databaseUrl: db.url,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await db.drop();
    },
  };
}
