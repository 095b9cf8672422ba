// The demo club's skills in use, so a newcomer sees the feature at work: one family (the Riveras,
// whose account has no password: nobody signs in as them) with Leo in a youth class who mastered
// every required skill of Level 1 (he shows on "Ready to move up", the teen classes teaching Level 2)
// and Maya in a teen class part-way through Level 2, with the coach's comments. A handful of inserts
// in the seed's own transaction: the seed stays fast.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant-tx.js';

type DemoSkillState = 'introduced' | 'in_progress' | 'mastered';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

export async function seedDemoProgress(tx: Tx, tenantId: string, coachUserId: string): Promise<void> {
  const membership = await tx.execute<{ id: string }>(sql`
    insert into memberships (tenant_id, first_name, last_name, email, phone, address, city, state, zip, start_date)
    values (${tenantId}, 'Dana', 'Rivera', 'dana.rivera@sunrise-gymnastics.example', '(541) 555-0188',
            '48 Maple Street', 'Springfield', 'OR', '97477', current_date - 60)
    returning id`);
  const membershipId = membership.rows[0]!.id;
  // An account that no password opens ('!' is no hash): the family is there to be looked at.
  await tx.execute(sql`
    insert into users (tenant_id, email, password_hash, first_name, last_name, role, role_id, membership_id)
    values (${tenantId}, 'dana.rivera@sunrise-gymnastics.example', '!', 'Dana', 'Rivera', 'member',
            (select id from roles where name = 'member' limit 1), ${membershipId})`);

  const athlete = async (first: string, gender: string, born: string, slotCode: string) => {
    const res = await tx.execute<{ id: string }>(sql`
      insert into athletes (tenant_id, membership_id, first_name, last_name, gender, date_of_birth)
      values (${tenantId}, ${membershipId}, ${first}, 'Rivera', ${gender}, ${born}) returning id`);
    const id = res.rows[0]!.id;
    await tx.execute(sql`
      insert into enrollments (tenant_id, athlete_id, slot_id, membership_id, starts_on)
      select ${tenantId}, ${id}, s.id, ${membershipId}, current_date - 56 from program_slots s where s.slot_id = ${slotCode}`);
    return id;
  };
  const leo = await athlete('Leo', 'Male', '2017-09-02', 'YTH-WED-4PM');
  const maya = await athlete('Maya', 'Female', '2012-03-14', 'TEEN-TUE-6PM');

  const skillsOf = async (level: string) =>
    (
      await tx.execute<{ id: string; required: boolean }>(sql`
        select s.id, s.required_to_move_up as required from skills s join levels l on l.id = s.level_id
        where l.curriculum = 'Gymnastics' and l.name = ${level} order by s.position`)
    ).rows;
  const evaluations: { athlete: string; skill: string; state: DemoSkillState; comment: string | null; at: string }[] = [];
  const add = (athleteId: string, skill: string | undefined, steps: [DemoSkillState, number, string | null][]) => {
    if (skill)
      for (const [state, ago, comment] of steps)
        evaluations.push({ athlete: athleteId, skill, state, comment, at: daysAgo(ago) });
  };

  // Leo: every required skill of Level 1 mastered over the last weeks (an optional one still in progress).
  for (const [i, s] of (await skillsOf('Level 1')).entries()) {
    if (s.required)
      add(leo, s.id, [
        ['introduced', 40 - i * 3, null],
        ['mastered', 20 - i * 3, i === 0 ? 'Strong and controlled, well done Leo!' : null],
      ]);
    else add(leo, s.id, [['in_progress', 6, 'Getting there: keep the arms straight.']]);
  }
  // Maya: two skills of Level 2 mastered, one in progress with a comment, one introduced.
  const level2 = (await skillsOf('Level 2')).map((s) => s.id);
  add(maya, level2[0], [
    ['introduced', 35, null],
    ['mastered', 14, 'Clean every time.'],
  ]);
  add(maya, level2[1], [
    ['in_progress', 21, null],
    ['mastered', 7, null],
  ]);
  add(maya, level2[2], [['in_progress', 3, 'Almost there: push through the shoulders.']]);
  add(maya, level2[3], [['introduced', 3, null]]);

  for (const e of evaluations)
    await tx.execute(sql`
      insert into skill_evaluations (tenant_id, athlete_id, skill_id, state, comment, evaluated_by, created_at)
      values (${tenantId}, ${e.athlete}, ${e.skill}, ${e.state}, ${e.comment}, ${coachUserId}, ${e.at})`);
}
