// Creating a club (the tenant row, its settings, roles and permissions, a pricing config and the
// first admin, in one transaction) and finding a club by its slug or its domain.
import { reason } from '@springboard/contract/messages';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { PERMISSIONS } from '@springboard/contract/permissions';
import { emailSchema, passwordSchema } from '@springboard/contract/auth';
import { clubSettings, permissions, pricingConfigs, rolePermissions, roles, tenants, users } from '../../db/schema.js';
import { enterTenant, type Tx, type TxSource } from '../../db/tenant-tx.js';
import { AppError } from '../../platform/app-error.js';
import { hashPassword } from '../../platform/passwords.js';
import { addStartingCurricula } from './starting-curricula.js';

export const createClubInput = z.object({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'slug: use 2-63 lowercase letters, digits or dashes'),
  name: z.string().trim().min(1, 'name is required').max(120),
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+(:\d+)?$/, 'domain: a host name such as club.example.org')
    .optional(),
  adminEmail: emailSchema,
  adminPassword: passwordSchema,
  adminFirstName: z.string().trim().min(1).max(80).default('Club'),
  adminLastName: z.string().trim().min(1).max(80).default('Admin'),
});
export type CreateClubInput = z.input<typeof createClubInput>;

const PERMISSION_DESCRIPTIONS: Record<(typeof PERMISSIONS)[number], string> = {
  add_membership_page: 'Add members (registration with cash)',
  show_memberships_page: 'View memberships',
  view_membership_invoices: 'View membership invoices',
  mark_attendance_page: 'Mark attendance',
  manage_athletes_page: 'Manage athletes',
  generate_invoice_page: 'Generate invoices',
  manage_credits: 'Refund payments and give family credits',
  view_medical_info: "See and edit athletes' medical and emergency details",
  manage_makeups: 'Grant and void make-up tokens',
  all_classes: 'See every class, not only the classes one coaches',
  evaluate_skills: "Evaluate athletes' skills",
};

/** Permissions a new club's staff role does not start with. */
const ADMIN_GRANTS: readonly string[] = ['manage_credits', 'view_medical_info', 'manage_makeups', 'all_classes'];

export async function createClub(db: TxSource, raw: CreateClubInput): Promise<{ tenantId: string; adminUserId: string }> {
  const input = createClubInput.parse(raw);
  const passwordHash = await hashPassword(input.adminPassword);
  return db.noClub(async (tx) => {
    const taken = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, input.slug)).limit(1);
    if (taken.length) throw new AppError('CONFLICT', reason('slug_taken', { slug: input.slug }));
    if (input.domain) {
      const usedDomain = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.domain, input.domain)).limit(1);
      if (usedDomain.length) throw new AppError('CONFLICT', reason('domain_taken', { domain: input.domain }));
    }
    const [row] = await tx
      .insert(tenants)
      .values({ slug: input.slug, name: input.name, domain: input.domain ?? null })
      .returning({ id: tenants.id });
    if (!row) throw new AppError('INTERNAL', 'club_creation_failed');
    const tenantId = row.id;
    await enterTenant(tx, tenantId);
    await tx.insert(clubSettings).values({ tenantId });
    const roleRows = await tx
      .insert(roles)
      .values([
        { tenantId, name: 'admin' },
        { tenantId, name: 'staff' },
        { tenantId, name: 'member' },
      ])
      .returning();
    const perms = await tx
      .insert(permissions)
      .values(PERMISSIONS.map((name) => ({ tenantId, name, description: PERMISSION_DESCRIPTIONS[name] })))
      .returning();
    const adminRole = roleRows.find((r) => r.name === 'admin');
    const staffRole = roleRows.find((r) => r.name === 'staff');
    if (!adminRole || !staffRole) throw new AppError('INTERNAL', 'club_creation_failed');
    // Staff start with every page; the admin narrows them on the role-permission screen. Giving money
    // back (manage_credits), athletes' medical details (view_medical_info), make-up tokens
    // (manage_makeups) and seeing every class, not only the ones a staff member coaches (all_classes),
    // are the admin's to hand out.
    await tx
      .insert(rolePermissions)
      .values([
        ...perms.map((p) => ({ tenantId, roleId: adminRole.id, permissionId: p.id })),
        ...perms.filter((p) => !ADMIN_GRANTS.includes(p.name)).map((p) => ({ tenantId, roleId: staffRole.id, permissionId: p.id })),
      ]);
    await tx.insert(pricingConfigs).values({ tenantId, registrationFeeCents: 2500 });
    await addStartingCurricula(tx, tenantId);
    const [admin] = await tx
      .insert(users)
      .values({
        tenantId,
        email: input.adminEmail,
        passwordHash,
        firstName: input.adminFirstName,
        lastName: input.adminLastName,
        role: 'admin',
        roleId: adminRole.id,
      })
      .returning({ id: users.id });
    if (!admin) throw new AppError('INTERNAL', 'club_creation_failed');
    return { tenantId, adminUserId: admin.id };
  });
}

export async function findTenantByDomain(tx: Tx, domain: string): Promise<{ id: string; slug: string; name: string } | null> {
  const rows = await tx
    .select({ id: tenants.id, slug: tenants.slug, name: tenants.name })
    .from(tenants)
    .where(eq(tenants.domain, domain))
    .limit(1);
  return rows[0] ?? null;
}

