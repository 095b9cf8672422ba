// `npm run club -- create --slug <slug> --name "<name>" --admin-email <email> --admin-password <pw> [--domain <host>]`
// Creates a club and its first admin in the database the server would use, prints the club's id.
// Exit codes: 0 created, 1 refused (bad input, taken slug or domain), 2 usage error.
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { loadConfig } from '../config.js';
import { runningEmbeddedUrl } from '../db/embedded.js';
import { createClub, createClubInput } from '../modules/clubs/clubs.service.js';
import { AppError } from '../platform/app-error.js';
import { openRuntime } from '../server-runtime.js';
import { txSource } from '../db/tenant-tx.js';

const USAGE = `Usage:
  npm run club -- create --slug <slug> --name "<name>" --admin-email <email> --admin-password <password> [--domain <host>]
      [--admin-first-name <name>] [--admin-last-name <name>]

Uses DATABASE_URL, or the embedded PostgreSQL under DATA_DIR (also while the server is running).`;

const FLAGS = {
  slug: 'slug',
  name: 'name',
  domain: 'domain',
  adminEmail: 'admin-email',
  adminPassword: 'admin-password',
  adminFirstName: 'admin-first-name',
  adminLastName: 'admin-last-name',
} as const;

class UsageError extends Error {}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'help' || command === '--help' || command === '-h') {
    console.log(USAGE);
    return 0;
  }
  if (command !== 'create') throw new UsageError(command ? `Unknown command "${command}"` : 'No command given');
  const input = parseCreateArgs(rest);

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
    console.log(`Site:    ${config.publicUrl}/club/${data.slug}${data.domain ? ` (and https://${data.domain})` : ''}`);
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
    const options = Object.fromEntries(Object.values(FLAGS).map((flag) => [flag, { type: 'string' as const }]));
    values = parseArgs({ args, options, strict: true, allowPositionals: false }).values as Record<string, string | undefined>;
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  const missing = (['slug', 'name', 'adminEmail', 'adminPassword'] as const).filter((k) => values[FLAGS[k]] === undefined);
  if (missing.length) throw new UsageError(`Missing ${missing.map((k) => `--${FLAGS[k]}`).join(', ')}`);
  return {
    slug: values[FLAGS.slug] ?? '',
    name: values[FLAGS.name] ?? '',
    adminEmail: values[FLAGS.adminEmail] ?? '',
    adminPassword: values[FLAGS.adminPassword] ?? '',
    ...(values[FLAGS.domain] !== undefined ? { domain: values[FLAGS.domain] } : {}),
    ...(values[FLAGS.adminFirstName] !== undefined ? { adminFirstName: values[FLAGS.adminFirstName] } : {}),
    ...(values[FLAGS.adminLastName] !== undefined ? { adminLastName: values[FLAGS.adminLastName] } : {}),
  };
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
    if (err instanceof UsageError) {
      console.error(`${err.message}\n\n${USAGE}`);
      process.exit(2);
    }
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
