// `npm run club -- create --slug <slug> --name "<name>" --admin-email <email> [--domain <host>]`
// Creates a club and its first admin in the database the server would use, prints the club's id and
// the address of its site. The admin's password is asked for (hidden), or read from a file, from
// CLUB_ADMIN_PASSWORD or from piped input: npm prints the whole command line it runs, so a password
// given as --admin-password shows on the console (still accepted, with a warning).
// Exit codes: 0 created, 1 refused (bad input, taken slug or domain, no database), 2 usage error.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { read } from 'read';
import { ZodError } from 'zod';
import { loadConfig, resolveDataDir, SERVER_ADDRESS_FILE } from '../config.js';
import { runningEmbeddedUrl } from '../db/embedded.js';
import { createClub, createClubInput } from '../modules/clubs/clubs.service.js';
import { AppError } from '../platform/app-error.js';
import { openRuntime } from '../server-runtime.js';
import { txSource } from '../db/tenant-tx.js';
import { BackupError } from '../db/restore.js';
import { BACKUP_USAGE, backupCommand, CommandUsageError, restoreCommand } from './backup-commands.js';

const USAGE = `Usage:
  npm run club -- create --slug <slug> --name "<name>" --admin-email <email> [--domain <host>]
      [--admin-first-name <name>] [--admin-last-name <name>]
      [--admin-password-file <file>] [--new-database]

The admin's password: asked for (hidden) on a terminal; or the first line of --admin-password-file;
or CLUB_ADMIN_PASSWORD; or the first line piped in. (--admin-password <password> works too, but npm
prints the command it runs, password included.)

Uses DATABASE_URL, or the embedded PostgreSQL under DATA_DIR (also while the server is running).
With neither a DATABASE_URL nor a database under DATA_DIR, nothing is created unless --new-database
is given: run the command where you run \`npm start\`, or set DATA_DIR to the server's.

${BACKUP_USAGE}`;

const FLAGS = {
  slug: 'slug',
  name: 'name',
  domain: 'domain',
  adminEmail: 'admin-email',
  adminPassword: 'admin-password',
  adminPasswordFile: 'admin-password-file',
  adminFirstName: 'admin-first-name',
  adminLastName: 'admin-last-name',
  newDatabase: 'new-database',
} as const;

class UsageError extends Error {}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'help' || command === '--help' || command === '-h') {
    console.log(USAGE);
    return 0;
  }
  if (command === 'backup') return backupCommand(rest);
  if (command === 'restore') return restoreCommand(rest);
  if (command !== 'create') throw new UsageError(command ? `Unknown command "${command}"` : 'No command given');
  const { newDatabase, passwordFile, ...args } = parseCreateArgs(rest);

  // Refuse a missing database before asking for anything: a DATA_DIR typed wrong would otherwise
  // quietly get a new, empty database of its own.
  const dataDir = resolveDataDir(process.env);
  if (!process.env.DATABASE_URL && !newDatabase && !existsSync(join(dataDir, 'postgres', 'PG_VERSION'))) {
    console.error(
      `Club not created: no database under ${dataDir} (run this where you run npm start, set DATA_DIR or DATABASE_URL to the server's, or add --new-database)`,
    );
    return 1;
  }
  const input = { ...args, adminPassword: args.adminPassword ?? (await askPassword(passwordFile)) };

  // Refuse bad input before starting a database.
  const checked = createClubInput.safeParse(input);
  if (!checked.success) return refuse(describeZodError(checked.error));

  const config = loadConfig(process.env);
  const running = config.databaseUrl ? null : runningEmbeddedUrl(config.dataDir);
  const runtime = await openRuntime(running ? { ...config, databaseUrl: running } : config, (m) => console.error(m));
  try {
    const club = await createClub(txSource(runtime.database.db), input);
    const data = checked.data;
    console.log(`Created club "${data.name}" (slug ${data.slug})`);
    console.log(`Club id: ${club.tenantId}`);
    const site = `${siteAddress(config.publicUrl, dataDir)}/club/${data.slug}`;
    console.log(`Site:    ${site}${data.domain ? ` (and https://${data.domain})` : ''}`);
    console.log(`Admin:   ${data.adminEmail}`);
    return 0;
  } catch (err) {
    if (err instanceof AppError && err.code === 'CONFLICT') return refuse(err.message);
    if (err instanceof ZodError) return refuse(describeZodError(err));
    // Two creations racing for one slug: the unique index decides.
    if ((err as { code?: string }).code === '23505') return refuse('The slug or domain is already taken');
    throw err;
  } finally {
    await runtime.close();
  }
}

function parseCreateArgs(args: string[]) {
  let values: Record<string, string | undefined>;
  try {
    const options = {
      ...Object.fromEntries(Object.values(FLAGS).map((flag) => [flag, { type: 'string' as const }])),
      [FLAGS.newDatabase]: { type: 'boolean' as const },
    };
    values = parseArgs({ args, options, strict: true, allowPositionals: false }).values as Record<string, string | undefined>;
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const missing = (['slug', 'name', 'adminEmail'] as const).filter((k) => values[FLAGS[k]] === undefined);
  if (missing.length) throw new UsageError(`Missing ${missing.map((k) => `--${FLAGS[k]}`).join(', ')}`);
  if (values[FLAGS.adminPassword] !== undefined) {
    console.error(
      'Warning: a password given as --admin-password is printed by npm and kept in the shell history; next time leave it out and type it when asked.',
    );
  }
  return {
    newDatabase: values[FLAGS.newDatabase] !== undefined,
    passwordFile: values[FLAGS.adminPasswordFile],
    slug: values[FLAGS.slug] ?? '',
    name: values[FLAGS.name] ?? '',
    adminEmail: values[FLAGS.adminEmail] ?? '',
    adminPassword: values[FLAGS.adminPassword],
    ...(values[FLAGS.domain] !== undefined ? { domain: values[FLAGS.domain] } : {}),
    ...(values[FLAGS.adminFirstName] !== undefined ? { adminFirstName: values[FLAGS.adminFirstName] } : {}),
    ...(values[FLAGS.adminLastName] !== undefined ? { adminLastName: values[FLAGS.adminLastName] } : {}),
  };
}

/** The admin's password: from the file named, else CLUB_ADMIN_PASSWORD, else asked for (hidden) on a
 *  terminal, else the first line piped in. */
async function askPassword(file: string | undefined): Promise<string> {
  if (file !== undefined) {
    try {
      return firstLine(readFileSync(file, 'utf8'));
    } catch (err) {
      throw new UsageError(`--admin-password-file: cannot read ${file} (${(err as NodeJS.ErrnoException).code})`);
    }
  }
  const fromEnv = process.env.CLUB_ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (process.stdin.isTTY) {
    const typed = await read({ prompt: "Admin's password (at least 8 characters): ", silent: true, replace: '*' });
    const again = await read({ prompt: 'The same password again: ', silent: true, replace: '*' });
    if (typed !== again) throw new UsageError('The two passwords differ');
    return typed;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const piped = firstLine(Buffer.concat(chunks).toString('utf8'));
  if (!piped) throw new UsageError('No password: type it when asked, or give --admin-password-file or CLUB_ADMIN_PASSWORD');
  return piped;
}

const firstLine = (text: string) => text.split(/\r?\n/)[0] ?? '';

/** The address the site answers on: PUBLIC_URL or PORT when set here, else the one the running
 *  server wrote beside its data, else the default. */
function siteAddress(configured: string, dataDir: string): string {
  if (process.env.PUBLIC_URL || process.env.PORT) return configured;
  const file = join(dataDir, SERVER_ADDRESS_FILE);
  return existsSync(file) ? firstLine(readFileSync(file, 'utf8')).replace(/\/$/, '') || configured : configured;
}

/** One line per bad field, named by its command-line flag. */
function describeZodError(error: ZodError): string {
  return error.issues
    .map((issue) => {
      const key = String(issue.path[0] ?? '');
      const flag = key in FLAGS ? FLAGS[key as keyof typeof FLAGS] : key;
      const message = issue.message.replace(new RegExp(`^${key}:\\s*`), '');
      return `--${flag}: ${message}`;
    })
    .join('\n');
}

function refuse(message: string): number {
  console.error(`Club not created:\n${message.replace(/^/gm, '  ')}`);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof BackupError) {
      console.error(err.message);
      process.exit(1);
    }
    if (err instanceof UsageError || err instanceof CommandUsageError) {
      console.error(`${err.message}\n\n${USAGE}`);
      process.exit(2);
    }
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
