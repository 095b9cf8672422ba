// Athletes of a family: list (with enrollments), create, update, delete.
import { and, eq } from 'drizzle-orm';
import { athleteList, type Athlete, type CreateAthleteBody, type UpdateAthleteBody } from '@springboard/contract/athletes';
import { rowsOf, type Tx } from '../../db/tenant-tx.js';
import { selectList } from '../../db/select-list.js';
import { insertEach, prebuiltInsert } from '../../db/prebuilt.js';
import { athletes, enrollments, memberships } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { findAthlete } from '../enrollments/find-athlete.js';
import { joinOrEnroll } from '../waitlist/waitlist.service.js';
import { assertRegistrationOpen } from '../terms/terms.service.js';
import { enrollmentsOf, setAthleteSlots } from '../enrollments/enrollments.service.js';
import { assertAgesFit } from '../enrollments/age-check.js';
import type { FamilyScope } from '../../platform/access.js';
import { listOrder, listRows, type ListRequest, type Listed } from '../../platform/lists.js';
import { matchPeople, PEOPLE, rankPeople } from '../../platform/people-search.js';

type Row = typeof athletes.$inferSelect;
export type AthleteFields = Omit<CreateAthleteBody, 'membership_id' | 'tenant_id' | 'slot_ids' | 'waitlist_slot_ids'>;

/** The columns an answer shows (not the club, the search copy or the update time). */
const shown = {
  id: athletes.id,
  membershipId: athletes.membershipId,
  firstName: athletes.firstName,
  middleName: athletes.middleName,
  lastName: athletes.lastName,
  gender: athletes.gender,
  dateOfBirth: athletes.dateOfBirth,
  createdAt: athletes.createdAt,
};
type Shown = Pick<Row, keyof typeof shown>;

async function withEnrollments(tx: Tx, rows: Shown[]): Promise<Athlete[]> {
  const all = await enrollmentsOf(
    tx,
    rows.map((r) => r.id),
  );
  const byAthlete = new Map<string, typeof all>();
  for (const e of all) {
    const list = byAthlete.get(e.user_id);
    if (list) list.push(e);
    else byAthlete.set(e.user_id, [e]);
  }
  return rows.map((a) => ({
    id: a.id,
    membership_id: a.membershipId,
    first_name: a.firstName,
    middle_name: a.middleName,
    last_name: a.lastName,
    gender: a.gender,
    date_of_birth: a.dateOfBirth,
    created_at: a.createdAt.toISOString(),
    enrollments: byAthlete.get(a.id) ?? [],
  }));
}

/** The club's athletes by name, or one family's (by name, or in the order they were added): reads
 *  of the family pages, written out in SQL (db/select-list.ts). */
const SHOWN_COLUMNS = selectList(athletes, 'athletes', Object.keys(shown) as (keyof typeof shown)[]);
const athleteLists = {
  club: `select ${SHOWN_COLUMNS} from athletes order by athletes.last_name, athletes.first_name`,
  familyByName: `select ${SHOWN_COLUMNS} from athletes where athletes.membership_id = $1 order by athletes.last_name, athletes.first_name`,
  familyByAge: `select ${SHOWN_COLUMNS} from athletes where athletes.membership_id = $1 order by athletes.created_at`,
};

export async function listAthletes(tx: Tx, scope: FamilyScope): Promise<Athlete[]> {
  const rows = await rowsOf<Shown>(
    tx,
    scope === null ? { text: athleteLists.club, values: [] } : { text: athleteLists.familyByName, values: [scope] },
  );
  return withEnrollments(tx, rows);
}

const athleteOrder = listOrder(
  athleteList,
  {
    last_name: [athletes.lastName, athletes.firstName],
    first_name: [athletes.firstName, athletes.lastName],
    gender: [athletes.gender],
    date_of_birth: [athletes.dateOfBirth],
    created_at: [athletes.createdAt],
  },
  athletes.id,
);

/** Manage Athletes as the request asks (a page, sorted, searched, or CSV): the club's, or the scope's family's. */
export async function athletesPage(tx: Tx, scope: FamilyScope, list: ListRequest): Promise<Listed<Athlete>> {
  if (!list.page && !list.csv) return { rows: await listAthletes(tx, scope), meta: null };
  const base = tx
    .select(shown)
    .from(athletes)
    .where(
      and(
        scope === null ? undefined : eq(athletes.membershipId, scope),
        list.q ? matchPeople(list.q, PEOPLE.athletes) : undefined,
      ),
    )
    .$dynamic();
  const rank = list.q && !list.sort ? rankPeople(list.q, PEOPLE.athletes) : [];
  return listRows(tx, list, base, athleteOrder, (rows) => withEnrollments(tx, rows), rank);
}

export async function listFamilyAthletes(tx: Tx, membershipId: string): Promise<Athlete[]> {
  return withEnrollments(tx, await rowsOf<Shown>(tx, { text: athleteLists.familyByAge, values: [membershipId] }));
}

export async function getAthlete(tx: Tx, id: string, scope: FamilyScope): Promise<Athlete> {
  const [a] = await withEnrollments(tx, [await findAthlete(tx, id, scope)]);
  return a!;
}

export async function insertAthletes(tx: Tx, tenantId: string, membershipId: string, list: AthleteFields[]): Promise<string[]> {
  return insertEach(
    tx,
    insertAthlete,
    list.map((a) => ({
      tenantId,
      membershipId,
      firstName: a.first_name,
      middleName: a.middle_name || null,
      lastName: a.last_name,
      gender: a.gender,
      dateOfBirth: a.date_of_birth,
    })),
  );
}

const insertAthlete = prebuiltInsert(athletes, [
  'id',
  'tenantId',
  'membershipId',
  'firstName',
  'middleName',
  'lastName',
  'gender',
  'dateOfBirth',
]);

/** The athlete and, with `slotIds`, its enrollments: all or nothing (a full slot adds no athlete). */
export async function createAthlete(
  tx: Tx,
  tenantId: string,
  membershipId: string,
  body: AthleteFields,
  slotIds: readonly string[] = [],
  waitlistSlotIds: readonly string[] = [],
  /** The family itself registers: a term's registration window applies (staff enrol any day). */
  byFamily = false,
  /** Staff enrol outside a class's ages only when confirmed (assertAgesFit). */
  confirmAge = false,
): Promise<Athlete> {
  const [m] = await tx.select({ id: memberships.id }).from(memberships).where(eq(memberships.id, membershipId));
  if (!m) throw new AppError('NOT_FOUND', 'membership_not_found');
  if (byFamily) {
    await assertRegistrationOpen(
      tx,
      tenantId,
      membershipId,
      slotIds.map((slotId, i) => ({ slotId, field: `slot_ids.${i}` })),
    );
  }
  const [id] = await insertAthletes(tx, tenantId, membershipId, [body]);
  if (!byFamily && !confirmAge)
    await assertAgesFit(
      tx,
      tenantId,
      id!,
      slotIds.map((slotId, i) => ({ slotId, field: `slot_ids.${i}` })),
    );
  if (slotIds.length > 0) await setAthleteSlots(tx, tenantId, { id: id!, membershipId }, slotIds);
  for (const [j, slotId] of waitlistSlotIds.entries()) {
    if (slotIds.includes(slotId)) throw fieldError(`waitlist_slot_ids.${j}`, 'also_chosen_as_slot');
    await joinOrEnroll(tx, tenantId, { id: id!, membershipId }, slotId);
  }
  return getAthlete(tx, id!, null);
}

/** The athlete's fields and, when `slot_ids` is sent, its enrollments, in the caller's one transaction. */
export async function updateAthlete(
  tx: Tx,
  tenantId: string,
  id: string,
  scope: FamilyScope,
  body: UpdateAthleteBody,
): Promise<Athlete> {
  const found = await findAthlete(tx, id, scope);
  if (scope !== null && body.slot_ids) {
    // The family itself: a class newly chosen in a term not open to them yet is refused.
    const held = new Set(
      (await tx.select({ slotId: enrollments.slotId }).from(enrollments).where(eq(enrollments.athleteId, id))).map(
        (r) => r.slotId,
      ),
    );
    await assertRegistrationOpen(
      tx,
      tenantId,
      found.membershipId,
      body.slot_ids.flatMap((slotId, i) => (held.has(slotId) ? [] : [{ slotId, field: `slot_ids.${i}` }])),
    );
  }
  await tx
    .update(athletes)
    .set({
      firstName: body.first_name,
      middleName: body.middle_name || null,
      lastName: body.last_name,
      gender: body.gender,
      dateOfBirth: body.date_of_birth,
      updatedAt: new Date(),
    })
    .where(eq(athletes.id, id));
  if (scope === null && body.slot_ids && !body.confirm_age) {
    // Staff: a class newly chosen outside the athlete's age (born on the date just saved) needs confirm_age.
    const held = new Set(
      (await tx.select({ slotId: enrollments.slotId }).from(enrollments).where(eq(enrollments.athleteId, id))).map(
        (r) => r.slotId,
      ),
    );
    await assertAgesFit(
      tx,
      tenantId,
      id,
      body.slot_ids.flatMap((slotId, i) => (held.has(slotId) ? [] : [{ slotId, field: `slot_ids.${i}` }])),
    );
  }
  if (body.slot_ids) await setAthleteSlots(tx, tenantId, found, body.slot_ids);
  return getAthlete(tx, id, scope);
}

/** Deletes the athlete with its enrollments and attendance (cascade); invoices keep their amount. */
export async function deleteAthlete(tx: Tx, id: string, scope: FamilyScope): Promise<void> {
  await findAthlete(tx, id, scope);
  await tx.delete(athletes).where(eq(athletes.id, id));
}
