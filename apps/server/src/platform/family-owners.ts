// Which family owns a row, for the `family` access rule's owner check (platform/operations.ts). One
// indexed lookup by id inside the request's transaction; row-level security keeps it to the club.
import { eq } from 'drizzle-orm';
import type { FamilyEntity } from '@springboard/contract/operation';
import { athletes, invoices, memberships, payments } from '../db/schema.js';
import type { Tx } from '../db/tenant-tx.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
