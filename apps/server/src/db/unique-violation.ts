// Recognises PostgreSQL's unique violations through drizzle's error wrapping, so a race on a
// unique e-mail or enrollment becomes a 409 rather than a 500.
export function uniqueViolation(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && depth < 5; depth++) {
    const pgErr = e as { code?: string; constraint?: string; cause?: unknown };
    if (pgErr.code === '23505') return pgErr.constraint ?? 'unique';
    e = pgErr.cause;
  }
  return null;
}
