// Families' signatures of a policy's versions: signing (the typed name must be the guardian's own,
// policies.ts signatureMatches), who signed and who has not, and a printable copy of one.
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  signatureMatches,
  type FamilyPolicies,
  type PolicyAcceptance,
  type PolicyAcceptanceCopy,
  type PolicyAcceptances,
} from '@springboard/contract/policies';
import type { Tx } from '../../db/tenant-tx.js';
import { memberships, policies, policyAcceptances, policyVersions, users } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import type { Principal } from '../../platform/access.js';
import { recordAudit } from '../audit/audit.js';
import { unacceptedRequiredPolicies } from './unaccepted.js';

export type Signature = {
  tenantId: string;
  policyId: string;
  /** The version shown to the signer; left out: the current one. */
  version?: number;
  membershipId: string;
  signer: { id: string; firstName: string; lastName: string };
  signatureName: string;
  ip: string | null;
  /** The request's field the signature came in, for a refusal. */
  field?: string;
};

function acceptanceSelect(tx: Tx) {
  return tx
    .select({
      a: policyAcceptances,
      title: policyVersions.title,
      text: policyVersions.text,
      family: sql<string>`${memberships.firstName} || ' ' || ${memberships.lastName}`,
      email: users.email,
    })
    .from(policyAcceptances)
    .innerJoin(
      policyVersions,
      and(
        eq(policyVersions.tenantId, policyAcceptances.tenantId),
        eq(policyVersions.policyId, policyAcceptances.policyId),
        eq(policyVersions.version, policyAcceptances.version),
      ),
    )
    .innerJoin(memberships, and(eq(memberships.tenantId, policyAcceptances.tenantId), eq(memberships.id, policyAcceptances.membershipId)))
    .leftJoin(users, and(eq(users.tenantId, policyAcceptances.tenantId), eq(users.id, policyAcceptances.userId)));
}
type AcceptanceRow = Awaited<ReturnType<ReturnType<typeof acceptanceSelect>['execute']>>[number];

function toAcceptance(r: AcceptanceRow): PolicyAcceptance {
  return {
    id: r.a.id,
    policy_id: r.a.policyId,
    policy_title: r.title,
    version: r.a.version,
    membership_id: r.a.membershipId,
    family_name: r.family,
    signature_name: r.a.signatureName,
    signed_by_email: r.email,
    accepted_at: r.a.acceptedAt.toISOString(),
    ip_address: r.a.ipAddress,
  };
}

/**
 * Records a family's signature of a policy's version (the current one unless said). The typed name
 * must be the signer's own first and last name; a version the family signed already keeps its
 * first signature, which is answered.
 */
export async function signPolicy(tx: Tx, s: Signature): Promise<PolicyAcceptance> {
  const field = s.field ?? 'signature_name';
  const [p] = await tx
    .select({ currentVersion: policies.currentVersion })
    .from(policies)
    .where(eq(policies.id, s.policyId));
  if (!p) throw new AppError('NOT_FOUND', 'policy_not_found');
  const version = s.version ?? p.currentVersion;
  if (version !== p.currentVersion) throw fieldError(field.replace(/signature_name$/, 'version'), 'policy_version_changed');
  if (!signatureMatches(s.signatureName, s.signer.firstName, s.signer.lastName)) throw fieldError(field, 'signature_must_match');
  const [inserted] = await tx
    .insert(policyAcceptances)
    .values({
      tenantId: s.tenantId,
      policyId: s.policyId,
      version,
      membershipId: s.membershipId,
      userId: s.signer.id,
      signatureName: s.signatureName,
      ipAddress: s.ip,
    })
    .onConflictDoNothing()
    .returning({ id: policyAcceptances.id });
  if (inserted) {
    await recordAudit(tx, {
      tenantId: s.tenantId,
      actorUserId: s.signer.id,
      action: 'policy_accepted',
      entity: 'policy',
      entityId: s.policyId,
      data: { version, membership_id: s.membershipId, signature_name: s.signatureName, ip_address: s.ip },
    });
  }
  const [row] = await acceptanceSelect(tx).where(
    and(
      eq(policyAcceptances.policyId, s.policyId),
      eq(policyAcceptances.version, version),
      eq(policyAcceptances.membershipId, s.membershipId),
    ),
  );
  return toAcceptance(row!);
}

/** A signed-in guardian signs for their own family. */
export async function acceptPolicy(
  tx: Tx,
  me: Principal,
  policyId: string,
  signatureName: string,
  ip: string | null,
): Promise<PolicyAcceptance> {
  if (!me.membershipId || (me.role !== 'member' && me.role !== 'user')) throw new AppError('FORBIDDEN', 'family_only');
  return signPolicy(tx, {
    tenantId: me.tenantId,
    policyId,
    membershipId: me.membershipId,
    signer: { id: me.id, firstName: me.firstName, lastName: me.lastName },
    signatureName,
    ip,
  });
}

export async function acceptancesOf(tx: Tx, policyId: string): Promise<PolicyAcceptances> {
  const [p] = await tx
    .select({ id: policies.id, title: policies.title, currentVersion: policies.currentVersion })
    .from(policies)
    .where(eq(policies.id, policyId));
  if (!p) throw new AppError('NOT_FOUND', 'policy_not_found');
  const rows = await acceptanceSelect(tx)
    .where(eq(policyAcceptances.policyId, policyId))
    .orderBy(desc(policyAcceptances.acceptedAt), desc(policyAcceptances.id));
  const missing = await tx.execute<{ membership_id: string; family_name: string; email: string; accepted_version: number | null }>(sql`
    select m.id as membership_id, m.first_name || ' ' || m.last_name as family_name, m.email,
      (select max(a.version) from policy_acceptances a
        where a.tenant_id = m.tenant_id and a.policy_id = ${policyId} and a.membership_id = m.id)::int as accepted_version
    from memberships m
    where not exists (select 1 from policy_acceptances a
      where a.tenant_id = m.tenant_id and a.policy_id = ${policyId} and a.version = ${p.currentVersion} and a.membership_id = m.id)
    order by m.last_name, m.first_name, m.id`);
  return {
    policy_id: p.id,
    title: p.title,
    current_version: p.currentVersion,
    acceptances: rows.map(toAcceptance),
    not_accepted: missing.rows,
  };
}

/** A family's signatures, newest first, and the required policies it still has to sign. */
export async function familyPolicies(tx: Tx, membershipId: string): Promise<FamilyPolicies> {
  const unaccepted = await unacceptedRequiredPolicies(tx, membershipId);
  const pending = [];
  for (const u of unaccepted) {
    const texts = await tx
      .select({ version: policyVersions.version, text: policyVersions.text })
      .from(policyVersions)
      .where(
        and(
          eq(policyVersions.policyId, u.id),
          sql`${policyVersions.version} in (${u.current_version}, ${u.accepted_version ?? u.current_version})`,
        ),
      );
    const textOf = (v: number | null) => texts.find((t) => t.version === v)?.text ?? null;
    pending.push({ ...u, text: textOf(u.current_version) ?? '', accepted_text: textOf(u.accepted_version) });
  }
  const rows = await acceptanceSelect(tx)
    .where(eq(policyAcceptances.membershipId, membershipId))
    .orderBy(desc(policyAcceptances.acceptedAt), desc(policyAcceptances.id));
  return { pending, acceptances: rows.map(toAcceptance) };
}

/** One signature of the family with the text signed (another family's is 404). */
export async function acceptanceCopy(tx: Tx, id: string, membershipId: string, clubName: string): Promise<PolicyAcceptanceCopy> {
  const [row] = await acceptanceSelect(tx).where(and(eq(policyAcceptances.id, id), eq(policyAcceptances.membershipId, membershipId)));
  if (!row) throw new AppError('NOT_FOUND', 'policy_acceptance_not_found');
  return { ...toAcceptance(row), text: row.text, club_name: clubName };
}
