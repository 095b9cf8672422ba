// The club's policies: listing and writing them (a changed text is a new version), and their
// version history. Signatures are in acceptances.service.ts.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { CreatePolicyBody, Policy, PolicyWithVersions, UpdatePolicyBody } from '@springboard/contract/policies';
import type { Tx } from '../../db/tenant-tx.js';
import { policies, policyVersions, users } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { uniqueViolation } from '../../db/unique-violation.js';

type PolicyRow = typeof policies.$inferSelect;

function toPolicy(p: PolicyRow, text: string): Policy {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    required_at_registration: p.requiredAtRegistration,
    current_version: p.currentVersion,
    text,
    updated_at: p.updatedAt.toISOString(),
  };
}

/** Two texts are the same version when they differ only in line endings and surrounding spaces. */
export function sameText(a: string, b: string): boolean {
  const norm = (s: string) => s.replace(/\r\n?/g, '\n').trim();
  return norm(a) === norm(b);
}

/** The address made from a title: "Photo & Video Waiver" → photo-video-waiver. */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'policy';
}

function selectCurrent(tx: Tx) {
  return tx
    .select({ p: policies, text: policyVersions.text })
    .from(policies)
    .innerJoin(
      policyVersions,
      and(
        eq(policyVersions.tenantId, policies.tenantId),
        eq(policyVersions.policyId, policies.id),
        eq(policyVersions.version, policies.currentVersion),
      ),
    );
}

export async function listPolicies(tx: Tx): Promise<Policy[]> {
  const rows = await selectCurrent(tx).orderBy(policies.title, policies.id);
  return rows.map((r) => toPolicy(r.p, r.text));
}

export async function getPolicy(tx: Tx, id: string): Promise<Policy> {
  const [row] = await selectCurrent(tx).where(eq(policies.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'policy_not_found');
  return toPolicy(row.p, row.text);
}

function slugTaken(err: unknown): never {
  if (uniqueViolation(err) === 'policies_tenant_slug_key') throw fieldError('slug', 'policy_slug_taken', 'CONFLICT');
  throw err;
}

export async function createPolicy(tx: Tx, tenantId: string, actorId: string, body: CreatePolicyBody): Promise<Policy> {
  const slug = body.slug ?? slugFromTitle(body.title);
  try {
    const [p] = await tx
      .insert(policies)
      .values({ tenantId, slug, title: body.title, requiredAtRegistration: body.required_at_registration })
      .returning();
    await tx.insert(policyVersions).values({ tenantId, policyId: p!.id, version: 1, title: body.title, text: body.text, createdBy: actorId });
    return toPolicy(p!, body.text);
  } catch (err) {
    slugTaken(err);
  }
}

/** Saves a policy; a changed text becomes the next version. Returns whether a version was added. */
export async function updatePolicy(
  tx: Tx,
  tenantId: string,
  actorId: string,
  id: string,
  body: UpdatePolicyBody,
): Promise<{ policy: Policy; newVersion: boolean }> {
  const [row] = await selectCurrent(tx).where(eq(policies.id, id)).for('update', { of: policies });
  if (!row) throw new AppError('NOT_FOUND', 'policy_not_found');
  const newVersion = !sameText(row.text, body.text);
  const version = newVersion ? row.p.currentVersion + 1 : row.p.currentVersion;
  try {
    const [p] = await tx
      .update(policies)
      .set({
        title: body.title,
        ...(body.slug ? { slug: body.slug } : {}),
        requiredAtRegistration: body.required_at_registration,
        currentVersion: version,
        updatedAt: new Date(),
      })
      .where(eq(policies.id, id))
      .returning();
    if (newVersion) {
      await tx.insert(policyVersions).values({ tenantId, policyId: id, version, title: body.title, text: body.text, createdBy: actorId });
    } else {
      // The same text under a new title: the version's copy carries the title it is shown with.
      await tx
        .update(policyVersions)
        .set({ title: body.title })
        .where(and(eq(policyVersions.policyId, id), eq(policyVersions.version, version)));
    }
    return { policy: toPolicy(p!, newVersion ? body.text : row.text), newVersion };
  } catch (err) {
    slugTaken(err);
  }
}

export async function policyVersionsOf(tx: Tx, id: string): Promise<PolicyWithVersions> {
  const current = await getPolicy(tx, id);
  const rows = await tx
    .select({
      version: policyVersions.version,
      title: policyVersions.title,
      text: policyVersions.text,
      createdAt: policyVersions.createdAt,
      by: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    })
    .from(policyVersions)
    .leftJoin(users, and(eq(users.tenantId, policyVersions.tenantId), eq(users.id, policyVersions.createdBy)))
    .where(eq(policyVersions.policyId, id))
    .orderBy(desc(policyVersions.version));
  return {
    ...current,
    versions: rows.map((r) => ({
      version: r.version,
      title: r.title,
      text: r.text,
      created_at: r.createdAt.toISOString(),
      created_by_name: r.by,
    })),
  };
}
