// Which family owns a row, for the `family` access rule's owner check (platform/operations.ts). One
// indexed lookup by id inside the request's transaction; row-level security keeps it to the club.
// A member's request sends it with the session lookup, in the request's first round trip
// (ownerStatement); ownerOf runs the same lookup on its own.
import { eq } from 'drizzle-orm';
import type { FamilyEntity } from '@springboard/contract/operation';
import { athletes, invoices, memberships, payments } from '../db/schema.js';
import type { Statement, Tx } from '../db/tenant-tx.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const OWNER_LOOKUP: Record<FamilyEntity, string> = {
  membership: 'select id as owner from memberships where id = $1 limit 1',
  athlete: 'select membership_id as owner from athletes where id = $1 limit 1',
  invoice: 'select membership_id as owner from invoices where id = $1 limit 1',
  payment: 'select membership_id as owner from payments where id = $1 limit 1',
  customer: 'select id as owner from memberships where provider_customer_id = $1 limit 1',
};

/** The lookup as a statement, or null when the id cannot name a row (no owner: 404). */
export function ownerStatement(entity: FamilyEntity, id: string): Statement | null {
  return entity !== 'customer' && !UUID.test(id) ? null : { text: OWNER_LOOKUP[entity], values: [id] };
}

/** The owner from the statement's rows. */
export function ownerFrom(rows: Record<string, unknown>[]): string | null {
  const owner = rows[0]?.owner;
  return typeof owner === 'string' ? owner : null;
}

/** The owning membership's id, or null when there is no such row. */
export async function ownerOf(tx: Tx, entity: FamilyEntity, id: string): Promise<string | null> {
  if (entity === 'customer') {
    const [m] = await tx.select({ id: memberships.id }).from(memberships).where(eq(memberships.providerCustomerId, id)).limit(1);
    return m?.id ?? null;
  }
  if (!UUID.test(id)) return null;
  const table = { membership: memberships, athlete: athletes, invoice: invoices, payment: payments }[entity];
  const column = entity === 'membership' ? memberships.id : (table as typeof athletes).membershipId;
  const [row] = await tx.select({ owner: column }).from(table).where(eq(table.id, id)).limit(1);
  return row?.owner ?? null;
}
