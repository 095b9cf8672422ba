// Which family owns a row, for the `family` access rule's owner check (platform/operations.ts). One
// indexed lookup by id inside the request's transaction; row-level security keeps it to the club.
// It goes with the session lookup, in the request's first round trip (ownerStatement).
import type { FamilyEntity } from '@springboard/contract/operation';
import type { Statement } from '../db/tenant-tx.js';

// A membership needs none: it is its own family (operations.ts).
const OWNER_LOOKUP: Record<Exclude<FamilyEntity, 'membership'>, string> = {
  athlete: 'select membership_id as owner from athletes where id = $1 limit 1',
  invoice: 'select membership_id as owner from invoices where id = $1 limit 1',
  payment: 'select membership_id as owner from payments where id = $1 limit 1',
  customer: 'select id as owner from memberships where provider_customer_id = $1 limit 1',
};

/** The lookup as a statement. */
export function ownerStatement(entity: Exclude<FamilyEntity, 'membership'>, id: string): Statement {
  return { text: OWNER_LOOKUP[entity], values: [id] };
}

/** The owner from the statement's rows. */
export function ownerFrom(rows: Record<string, unknown>[]): string | null {
  const owner = rows[0]?.owner;
  return typeof owner === 'string' ? owner : null;
}
