// Make-up tokens: the family's list, giving one (for an absence, a cancelled class, or by staff),
// and voiding one. A token is used once (makeups), an available token past its expiry date reads
// as expired and cannot be used, and a voided one never again.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { MakeupToken, MakeupTokenSource } from '@springboard/contract/makeups';
import type { Tx } from '../../db/tenant-tx.js';
import { athletes, makeups, makeupTokens, programs, programSlots } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { addDays } from '../../platform/jobs/schedule-times.js';
import { recordAudit } from '../audit/audit.js';
import { slotCalendars } from '../calendar/meetings.js';
import { makeupRules, timeOn, todayIn } from './class-times.js';

/** The term a slot's classes belong to (its own, else its program's; null: all year). The cap of
 *  absence tokens counts per term. */
export async function termOfSlot(tx: Tx, slotId: string): Promise<string | null> {
  return (await slotCalendars(tx, [slotId])).get(slotId)?.term?.id ?? null;
}

/** The absence tokens an athlete was given (not voided) in the cap's period of a missed class: its
 *  term, or for a class outside terms, its calendar year. */
export async function absenceTokensInPeriod(
  tx: Tx,
  athleteId: string,
  termId: string | null,
  classDate: string,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(makeupTokens)
    .where(
      and(
        eq(makeupTokens.athleteId, athleteId),
        eq(makeupTokens.source, 'absence'),
        ne(makeupTokens.status, 'voided'),
        termId
          ? eq(makeupTokens.termId, termId)
          : sql`${makeupTokens.termId} is null and extract(year from ${makeupTokens.classDate}) = ${Number(classDate.slice(0, 4))}`,
      ),
    );
  return row?.n ?? 0;
}

export type NewToken = {
  tenantId: string;
  membershipId: string;
  athleteId: string;
  source: MakeupTokenSource;
  expiresOn: string;
  absenceId?: string | null;
  closureId?: string | null;
  slotId?: string | null;
  classDate?: string | null;
  termId?: string | null;
  reason?: string | null;
  grantedBy?: string | null;
};

export async function insertToken(tx: Tx, t: NewToken): Promise<string> {
  const [row] = await tx
    .insert(makeupTokens)
    .values({
      tenantId: t.tenantId,
      membershipId: t.membershipId,
      athleteId: t.athleteId,
      source: t.source,
      expiresOn: t.expiresOn,
      absenceId: t.absenceId ?? null,
      closureId: t.closureId ?? null,
      slotId: t.slotId ?? null,
      classDate: t.classDate ?? null,
      termId: t.termId ?? null,
      reason: t.reason ?? null,
      grantedBy: t.grantedBy ?? null,
    })
    .returning({ id: makeupTokens.id });
  return row!.id;
}

/** The family's tokens as it reads them; `ids` narrows to some. */
export async function tokenViews(
  tx: Tx,
  today: string,
  where: { membershipId?: string; ids?: string[] },
): Promise<MakeupToken[]> {
  const rows = await tx
    .select({
      t: makeupTokens,
      first: athletes.firstName,
      last: athletes.lastName,
      program: programs.label,
    })
    .from(makeupTokens)
    .innerJoin(athletes, eq(athletes.id, makeupTokens.athleteId))
    .leftJoin(programSlots, eq(programSlots.id, makeupTokens.slotId))
    .leftJoin(programs, eq(programs.id, programSlots.programId))
    .where(
      and(
        where.membershipId ? eq(makeupTokens.membershipId, where.membershipId) : undefined,
        where.ids ? inArray(makeupTokens.id, where.ids) : undefined,
      ),
    )
    .orderBy(asc(makeupTokens.expiresOn), asc(makeupTokens.createdAt), asc(makeupTokens.id));
  const ids = rows.map((r) => r.t.id);
  const booked = ids.length
    ? await tx
        .select({ m: makeups, program: programs.label, times: programSlots.times })
        .from(makeups)
        .innerJoin(programSlots, eq(programSlots.id, makeups.slotId))
        .innerJoin(programs, eq(programs.id, programSlots.programId))
        .where(and(inArray(makeups.tokenId, ids), eq(makeups.status, 'booked')))
    : [];
  const byToken = new Map(booked.map((b) => [b.m.tokenId, b]));
  const views = rows.map(({ t, first, last, program }): MakeupToken => {
    const b = byToken.get(t.id);
    const status = t.status === 'available' && t.expiresOn < today ? 'expired' : (t.status as MakeupToken['status']);
    return {
      id: t.id,
      membership_id: t.membershipId,
      athlete_id: t.athleteId,
      athlete_name: `${first} ${last}`,
      source: t.source as MakeupTokenSource,
      status,
      expires_on: t.expiresOn,
      class_date: t.classDate,
      program: program ?? null,
      reason: t.reason,
      voided_reason: t.voidedReason,
      makeup: b ? { id: b.m.id, slot_id: b.m.slotId, date: b.m.date, program: b.program, time: timeOn(b.times, b.m.date) } : null,
      created_at: t.createdAt.toISOString(),
    };
  });
  // Usable first (soonest expiry first), then the rest, newest first.
  const usable = views.filter((v) => v.status === 'available');
  const rest = views.filter((v) => v.status !== 'available').sort((a, b) => b.created_at.localeCompare(a.created_at));
  return [...usable, ...rest];
}

export async function listTokens(tx: Tx, tenantId: string, membershipId: string): Promise<MakeupToken[]> {
  const today = todayIn(await makeupRules(tx, tenantId));
  return tokenViews(tx, today, { membershipId });
}

async function oneToken(tx: Tx, tenantId: string, id: string): Promise<MakeupToken> {
  const today = todayIn(await makeupRules(tx, tenantId));
  const [view] = await tokenViews(tx, today, { ids: [id] });
  if (!view) throw new AppError('NOT_FOUND', 'makeup_token_not_found');
  return view;
}

export async function grantToken(
  tx: Tx,
  tenantId: string,
  body: { athlete_id: string; reason: string; expires_on?: string | undefined },
  by: string,
): Promise<MakeupToken> {
  const [athlete] = await tx
    .select({ id: athletes.id, membershipId: athletes.membershipId })
    .from(athletes)
    .where(eq(athletes.id, body.athlete_id));
  if (!athlete) throw fieldError('athlete_id', 'athlete_not_found', 'NOT_FOUND');
  const rules = await makeupRules(tx, tenantId);
  const today = todayIn(rules);
  const expiresOn = body.expires_on ?? addDays(today, rules.tokenValidDays);
  if (expiresOn < today) throw fieldError('expires_on', 'not_in_past');
  const id = await insertToken(tx, {
    tenantId,
    membershipId: athlete.membershipId,
    athleteId: athlete.id,
    source: 'granted',
    expiresOn,
    reason: body.reason,
    grantedBy: by,
  });
  await recordAudit(tx, {
    tenantId,
    actorUserId: by,
    action: 'makeup_token_granted',
    entity: 'makeup_token',
    entityId: id,
    data: { athlete_id: athlete.id, membership_id: athlete.membershipId, reason: body.reason, expires_on: expiresOn },
  });
  return oneToken(tx, tenantId, id);
}

export async function voidToken(tx: Tx, tenantId: string, id: string, reason: string, by: string): Promise<MakeupToken> {
  const [token] = await tx.select().from(makeupTokens).where(eq(makeupTokens.id, id)).for('update');
  if (!token) throw fieldError('id', 'makeup_token_not_found', 'NOT_FOUND');
  if (token.status !== 'available') throw new AppError('CONFLICT', 'makeup_token_not_available');
  await tx
    .update(makeupTokens)
    .set({ status: 'voided', voidedReason: reason, voidedBy: by, voidedAt: new Date() })
    .where(eq(makeupTokens.id, id));
  await recordAudit(tx, {
    tenantId,
    actorUserId: by,
    action: 'makeup_token_voided',
    entity: 'makeup_token',
    entityId: id,
    data: { athlete_id: token.athleteId, membership_id: token.membershipId, reason },
  });
  return oneToken(tx, tenantId, id);
}
