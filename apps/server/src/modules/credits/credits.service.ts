// Family credits given by staff (POST /memberships/{id}/credits) and a family's credits with what is
// left of each. How credits are used by invoices is modules/invoices/credit-use.ts.
import { desc, eq } from 'drizzle-orm';
import type { CreditSource, FamilyCredit } from '@springboard/contract/credits';
import { toDollars } from '@springboard/contract/money';
import type { Tx } from '../../db/tenant-tx.js';
import { familyCredits, memberships } from '../../db/schema.js';
import { AppError } from '../../platform/app-error.js';
import { addCredit, remainingOf } from '../invoices/credit-use.js';

/** POST /memberships/{id}/credits. */
export async function giveCredit(
  tx: Tx,
  tenantId: string,
  membershipId: string,
  input: { amountCents: number; reason: string },
  by: string,
): Promise<FamilyCredit> {
  const [m] = await tx.select({ id: memberships.id }).from(memberships).where(eq(memberships.id, membershipId));
  if (!m) throw new AppError('NOT_FOUND', 'membership_not_found');
  const id = await addCredit(tx, tenantId, { membershipId, ...input, source: 'manual', createdBy: by });
  const [credit] = (await creditsOf(tx, membershipId)).credits.filter((c) => c.id === id);
  return credit!;
}

/** A family's credits, newest first, with what is left of each. */
export async function creditsOf(tx: Tx, membershipId: string): Promise<{ credits: FamilyCredit[]; unused: number }> {
  const rows = await tx
    .select({ c: familyCredits, remaining: remainingOf })
    .from(familyCredits)
    .where(eq(familyCredits.membershipId, membershipId))
    .orderBy(desc(familyCredits.createdAt), desc(familyCredits.id));
  const credits = rows.map(({ c, remaining }) => ({
    id: c.id,
    membership_id: c.membershipId,
    amount: toDollars(c.amountCents),
    remaining: toDollars(remaining),
    reason: c.reason,
    ...(c.reasonText ? { reason_text: c.reasonText } : {}),
    source: c.source as CreditSource,
    invoice_id: c.invoiceId,
    created_at: c.createdAt.toISOString(),
  }));
  return { credits, unused: toDollars(rows.reduce((s, r) => s + r.remaining, 0)) };
}
