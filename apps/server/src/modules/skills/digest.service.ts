// The family's weekly e-mail of its athletes' new masteries: the setting (off until the family turns
// it on) and what each opted-in family has mastered since its last digest (the first covers a week).
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant-tx.js';
import { AppError } from '../../platform/app-error.js';

export async function digestOf(tx: Tx, membershipId: string): Promise<{ enabled: boolean }> {
  const res = await tx.execute<{ enabled: boolean }>(
    sql`select skills_digest as enabled from memberships where id = ${membershipId}`,
  );
  const row = res.rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'membership_not_found');
  return row;
}

export async function setDigest(tx: Tx, membershipId: string, enabled: boolean): Promise<{ enabled: boolean }> {
  // Turning it on starts from now: the first digest tells what is mastered from here on.
  const res = await tx.execute<{ enabled: boolean }>(sql`
    update memberships set skills_digest = ${enabled},
      skills_digest_through = case when ${enabled} and not skills_digest then now() else skills_digest_through end,
      updated_at = now()
    where id = ${membershipId} returning skills_digest as enabled`);
  const row = res.rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'membership_not_found');
  return row;
}

export type Digest = {
  membershipId: string;
  email: string;
  firstName: string;
  language: 'en' | 'es';
  through: Date;
  masteries: { athlete: string; skill: string; level: string; at: Date }[];
};

/** Every opted-in family with masteries recorded after its last digest, up to now. */
export async function dueDigests(tx: Tx): Promise<Digest[]> {
  const res = await tx.execute<{
    membership_id: string;
    email: string;
    first_name: string;
    language: string;
    now: string;
    athlete: string;
    skill: string;
    skill_es: string | null;
    level: string;
    level_es: string | null;
    at: string;
  }>(sql`
    select m.id as membership_id, m.email, m.first_name, m.language, now()::text as now,
           a.first_name as athlete, s.name as skill, s.name_es as skill_es, l.name as level, l.name_es as level_es,
           ev.created_at as at
    from memberships m
    join athletes a on a.membership_id = m.id
    join skill_evaluations ev on ev.athlete_id = a.id
    join skills s on s.id = ev.skill_id
    join levels l on l.id = s.level_id
    where m.skills_digest and ev.state = 'mastered'
      and ev.created_at > coalesce(m.skills_digest_through, now() - interval '7 days')
      and ev.created_at <= now()
    order by m.id, a.first_name, ev.created_at`);
  const byFamily = new Map<string, Digest>();
  for (const r of res.rows) {
    const es = r.language === 'es';
    const d =
      byFamily.get(r.membership_id) ??
      ({
        membershipId: r.membership_id,
        email: r.email,
        firstName: r.first_name,
        language: es ? 'es' : 'en',
        through: new Date(r.now),
        masteries: [],
      } satisfies Digest);
    byFamily.set(r.membership_id, d);
    d.masteries.push({
      athlete: r.athlete,
      skill: es ? (r.skill_es ?? r.skill) : r.skill,
      level: es ? (r.level_es ?? r.level) : r.level,
      at: new Date(r.at),
    });
  }
  return [...byFamily.values()];
}

export async function markDigestSent(tx: Tx, membershipId: string, through: Date): Promise<void> {
  await tx.execute(
    sql`update memberships set skills_digest_through = ${through.toISOString()}::timestamptz where id = ${membershipId}`,
  );
}
