// A family's data rights (GDPR Art. 15, 17, 20). The export gathers every row the
// club holds about the family. The erasure, confirmed by an admin, keeps the accounting (invoices and
// payments with their amounts, dates and statuses, as the club must) but nothing that names anyone:
// athletes are deleted (their enrolments, attendance, waitlist places and medical details with them), the membership
// and its accounts are anonymised, the accounts can no longer sign in (unusable password hash,
// sessions revoked), cards, feed and sent e-mails are wiped, and the audit log records it.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { deletionRequestList, type DeletionRequest, type FamilyExport } from '@springboard/contract/data-rights';
import type { Tx } from '../../db/tenant-tx.js';
import {
  athletes,
  attendanceRecords,
  auditLog,
  authSessions,
  calendarFeeds,
  dataDeletionRequests,
  emailOutbox,
  enrollments,
  invoices,
  memberships,
  passwordResetTokens,
  payments,
  programSlots,
  programs,
  sandboxCustomers,
  savedCards,
  tenants,
  users,
  waitlistEntries,
} from '../../db/schema.js';
import { AppError } from '../../platform/app-error.js';
import { listOrder, listRows, type ListRequest, type Listed } from '../../platform/lists.js';
import { matchText } from '../../platform/people-search.js';
import { medicalOfAthletes } from '../medical/medical.service.js';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const cents = (n: number) => Math.round(n) / 100;

/** Where an erased account's or family's e-mail points: a reserved domain nobody receives mail at. */
const erasedEmail = (id: string) => `erased-${id}@erased.invalid`;
export const ERASED_FAMILY = 'Deleted family';

async function familyEmails(tx: Tx, membershipId: string): Promise<string[]> {
  const [m] = await tx.select({ email: memberships.email }).from(memberships).where(eq(memberships.id, membershipId));
  const us = await tx.select({ email: users.email }).from(users).where(eq(users.membershipId, membershipId));
  return [...new Set([m?.email, ...us.map((u) => u.email)].filter((e): e is string => !!e).map((e) => e.toLowerCase()))];
}

export async function exportFamily(tx: Tx, tenantId: string, membershipId: string, now = new Date()): Promise<FamilyExport> {
  const [club] = await tx.select({ name: tenants.name, slug: tenants.slug }).from(tenants).where(eq(tenants.id, tenantId));
  const [m] = await tx.select().from(memberships).where(eq(memberships.id, membershipId));
  if (!m) throw new AppError('NOT_FOUND', 'family_only');
  const accounts = await tx
    .select({
      id: users.id,
      email: users.email,
      first_name: users.firstName,
      last_name: users.lastName,
      role: users.role,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.membershipId, membershipId))
    .orderBy(asc(users.createdAt));
  const kids = await tx.select().from(athletes).where(eq(athletes.membershipId, membershipId)).orderBy(asc(athletes.createdAt));
  const kidIds = kids.map((a) => a.id);
  const medical = await medicalOfAthletes(tx, kidIds);
  const enr = await tx
    .select({
      e: enrollments,
      program: programs.label,
      slot: programSlots.slotId,
      days: programSlots.days,
      times: programSlots.times,
    })
    .from(enrollments)
    .innerJoin(programSlots, and(eq(programSlots.tenantId, enrollments.tenantId), eq(programSlots.id, enrollments.slotId)))
    .innerJoin(programs, and(eq(programs.tenantId, programSlots.tenantId), eq(programs.id, programSlots.programId)))
    .where(eq(enrollments.membershipId, membershipId))
    .orderBy(asc(enrollments.enrolledAt));
  const att = kidIds.length
    ? await tx
        .select({ a: attendanceRecords, program: programs.label })
        .from(attendanceRecords)
        .innerJoin(programs, and(eq(programs.tenantId, attendanceRecords.tenantId), eq(programs.id, attendanceRecords.programId)))
        .where(inArray(attendanceRecords.athleteId, kidIds))
        .orderBy(asc(attendanceRecords.attendanceDate))
    : [];
  const inv = await tx.select().from(invoices).where(eq(invoices.membershipId, membershipId)).orderBy(asc(invoices.createdAt));
  const pay = await tx.select().from(payments).where(eq(payments.membershipId, membershipId)).orderBy(asc(payments.paymentDate));
  const cards = await tx.select().from(savedCards).where(eq(savedCards.membershipId, membershipId));
  const wait = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.membershipId, membershipId));
  const emails = await familyEmails(tx, membershipId);
  const mail = emails.length
    ? await tx
        .select()
        .from(emailOutbox)
        .where(inArray(sql`lower(${emailOutbox.toAddress})`, emails))
        .orderBy(asc(emailOutbox.createdAt))
    : [];
  const requests = await tx.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.membershipId, membershipId));

  return {
    format: 'springboard-family-export/1',
    exported_at: now.toISOString(),
    club: { name: club?.name ?? '', slug: club?.slug ?? '' },
    membership: {
      id: m.id,
      first_name: m.firstName,
      last_name: m.lastName,
      email: m.email,
      phone: m.phone,
      address: m.address,
      city: m.city,
      state: m.state,
      zip: m.zip,
      start_date: m.startDate,
      expires_on: m.expiresOn,
      registration_fee_paid: m.registrationFeePaid,
      auto_payment: m.autoPayment,
      referral: m.referral,
      created_at: iso(m.createdAt),
      updated_at: iso(m.updatedAt),
    },
    accounts: accounts.map(({ createdAt, ...a }) => ({ ...a, created_at: iso(createdAt) })),
    athletes: kids.map((a) => ({
      id: a.id,
      first_name: a.firstName,
      middle_name: a.middleName,
      last_name: a.lastName,
      gender: a.gender,
      date_of_birth: a.dateOfBirth,
      created_at: iso(a.createdAt),
      medical: medical.get(a.id) ?? null,
    })),
    enrollments: enr.map((r) => ({
      id: r.e.id,
      athlete_id: r.e.athleteId,
      slot_id: r.e.slotId,
      program: r.program,
      slot: r.slot,
      days: r.days,
      times: r.times,
      enrolled_at: iso(r.e.enrolledAt),
    })),
    attendance: att.map((r) => ({
      id: r.a.id,
      athlete_id: r.a.athleteId,
      program: r.program,
      slot_id: r.a.slotId,
      date: r.a.attendanceDate,
      status: r.a.status,
    })),
    invoices: inv.map((i) => ({
      id: i.id,
      athlete_id: i.athleteId,
      amount: cents(i.amountCents),
      description: i.description,
      due_date: i.dueDate,
      status: i.status,
      category: i.category,
      paid_at: iso(i.paidAt),
      created_at: iso(i.createdAt),
    })),
    payments: pay.map((p) => ({
      id: p.id,
      invoice_id: p.invoiceId,
      amount: cents(p.amountCents),
      payment_method: p.paymentMethod,
      provider: p.provider,
      transaction_id: p.transactionId,
      status: p.status,
      failure_reason: p.failureReason,
      payment_date: iso(p.paymentDate),
    })),
    saved_cards: cards.map((c) => ({
      id: c.id,
      brand: c.brand,
      last4: c.last4,
      exp_month: c.expMonth,
      exp_year: c.expYear,
      created_at: iso(c.createdAt),
    })),
    waitlist: wait.map((w) => ({
      id: w.id,
      athlete_id: w.athleteId,
      slot_id: w.slotId,
      position: w.position,
      status: w.status,
      created_at: iso(w.createdAt),
    })),
    consent: {
      /** Given at registration (the form's agreement) and kept as the membership's start. */
      registered_on: m.startDate,
      /** Consent to have invoices charged automatically to the saved card. */
      auto_payment: m.autoPayment,
      referral: m.referral,
    },
    emails: mail.map((e) => ({
      id: e.id,
      to: e.toAddress,
      subject: e.subject,
      text: e.text,
      kind: e.kind,
      status: e.status,
      created_at: iso(e.createdAt),
      sent_at: iso(e.sentAt),
    })),
    deletion_requests: requests.map((r) => ({
      id: r.id,
      status: r.status,
      requested_at: iso(r.createdAt),
      confirmed_at: iso(r.confirmedAt),
    })),
  };
}

function view(r: typeof dataDeletionRequests.$inferSelect): DeletionRequest {
  return {
    id: r.id,
    membership_id: r.membershipId,
    family: r.familyLabel ?? ERASED_FAMILY,
    status: r.status === 'completed' ? 'completed' : 'pending',
    requested_at: r.createdAt.toISOString(),
    confirmed_at: iso(r.confirmedAt),
  };
}

export async function myRequest(tx: Tx, membershipId: string): Promise<DeletionRequest | null> {
  const [r] = await tx
    .select()
    .from(dataDeletionRequests)
    .where(eq(dataDeletionRequests.membershipId, membershipId))
    .orderBy(desc(dataDeletionRequests.createdAt))
    .limit(1);
  return r ? view(r) : null;
}

export async function requestDeletion(tx: Tx, tenantId: string, membershipId: string, userId: string): Promise<DeletionRequest> {
  const [m] = await tx
    .select({ first: memberships.firstName, last: memberships.lastName, email: memberships.email })
    .from(memberships)
    .where(eq(memberships.id, membershipId));
  if (!m) throw new AppError('NOT_FOUND', 'family_only');
  const [row] = await tx
    .insert(dataDeletionRequests)
    .values({ tenantId, membershipId, requestedBy: userId, familyLabel: `${m.first} ${m.last} (${m.email})` })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError('CONFLICT', 'deletion_already_requested');
  await tx.insert(auditLog).values({
    tenantId,
    actorUserId: userId,
    action: 'data_deletion_requested',
    entity: 'membership',
    entityId: membershipId,
    data: { request_id: row.id },
  });
  return view(row);
}

const requestOrder = listOrder(
  deletionRequestList,
  {
    // Open ones first, each group newest first.
    status: [sql`case when ${dataDeletionRequests.status} = 'pending' then 0 else 1 end`, { asIs: desc(dataDeletionRequests.createdAt) }],
    family: [dataDeletionRequests.familyLabel],
    requested_at: [dataDeletionRequests.createdAt],
    confirmed_at: [dataDeletionRequests.confirmedAt],
  },
  dataDeletionRequests.id,
);

/** The deletion requests, open ones first, as the request asks (a page, sorted, searched by family, or CSV). */
export async function requestsPage(tx: Tx, list: ListRequest): Promise<Listed<DeletionRequest>> {
  const base = tx
    .select()
    .from(dataDeletionRequests)
    .where(list.q ? matchText(list.q, dataDeletionRequests.familyLabel) : undefined)
    .$dynamic();
  return listRows(tx, list, base, requestOrder, (rows) => rows.map(view));
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Carries out a pending request in the caller's transaction (all or nothing). */
export async function confirmDeletion(tx: Tx, tenantId: string, requestId: string, adminId: string): Promise<DeletionRequest> {
  const [req] = await tx.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.id, requestId)).for('update');
  if (!req) throw new AppError('NOT_FOUND', 'deletion_request_not_found');
  if (req.status !== 'pending') throw new AppError('CONFLICT', 'deletion_already_done');
  const membershipId = req.membershipId;
  const [m] = await tx.select().from(memberships).where(eq(memberships.id, membershipId)).for('update');
  if (!m) throw new AppError('NOT_FOUND', 'deletion_request_not_found');

  const emails = await familyEmails(tx, membershipId);
  const accounts = await tx
    .select({ id: users.id, first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.membershipId, membershipId));
  const kids = await tx
    .select({ id: athletes.id, first: athletes.firstName, middle: athletes.middleName, last: athletes.lastName })
    .from(athletes)
    .where(eq(athletes.membershipId, membershipId));

  // Names that may appear in invoice descriptions ("Enrollment: Emma – Youth"): replaced, amounts kept.
  const names = [
    ...new Set([
      m.firstName,
      m.lastName,
      ...accounts.flatMap((a) => [a.first, a.last]),
      ...kids.flatMap((k) => [k.first, k.middle ?? '', k.last]),
    ]),
  ]
    .map((n) => n.trim())
    .filter((n) => n.length >= 2)
    .sort((a, b) => b.length - a.length);
  const scrub = (text: string) =>
    names.length ? text.replace(new RegExp(`\\b(${names.map(escapeRegex).join('|')})\\b`, 'gi'), '[erased]') : text;
  const inv = await tx
    .select({ id: invoices.id, description: invoices.description })
    .from(invoices)
    .where(eq(invoices.membershipId, membershipId));
  for (const i of inv) {
    const description = scrub(i.description);
    if (description !== i.description)
      await tx.update(invoices).set({ description, updatedAt: new Date() }).where(eq(invoices.id, i.id));
  }
  const paid = await tx
    .update(payments)
    .set({ providerCustomerId: null })
    .where(eq(payments.membershipId, membershipId))
    .returning({ id: payments.id });

  // Athletes go, and with them (cascade) enrolments, attendance and waitlist places; invoices keep no athlete.
  if (kids.length) await tx.delete(athletes).where(eq(athletes.membershipId, membershipId));
  await tx.delete(savedCards).where(eq(savedCards.membershipId, membershipId));
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.membershipId, membershipId));
  if (m.providerCustomerId)
    await tx.update(sandboxCustomers).set({ email: null }).where(eq(sandboxCustomers.id, m.providerCustomerId));

  // The e-mail log: kept as a count, with nothing of the message; anything still queued is never sent.
  const erasedMail = emails.length
    ? await tx
        .update(emailOutbox)
        .set({
          toAddress: sql`'erased-' || ${emailOutbox.id} || '@erased.invalid'`,
          subject: '[erased]',
          text: '',
          html: null,
          status: sql`case when ${emailOutbox.status} = 'queued' then 'failed' else ${emailOutbox.status} end`,
          lastError: sql`case when ${emailOutbox.status} = 'queued' then 'erased on request' else ${emailOutbox.lastError} end`,
        })
        .where(inArray(sql`lower(${emailOutbox.toAddress})`, emails))
        .returning({ id: emailOutbox.id })
    : [];

  for (const a of accounts) {
    await tx
      .update(users)
      .set({ email: erasedEmail(a.id), firstName: 'Deleted', lastName: 'user', passwordHash: '!erased', updatedAt: new Date() })
      .where(eq(users.id, a.id));
    await tx
      .update(authSessions)
      .set({ revokedAt: new Date(), revokedReason: 'data_erased' })
      .where(and(eq(authSessions.userId, a.id), sql`${authSessions.revokedAt} is null`));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, a.id));
  }
  await tx
    .update(memberships)
    .set({
      firstName: 'Deleted',
      lastName: 'family',
      email: erasedEmail(membershipId),
      phone: '',
      address: '',
      city: '',
      state: '',
      zip: '',
      referral: null,
      autoPayment: false,
      providerCustomerId: null,
      updatedAt: new Date(),
    })
    .where(eq(memberships.id, membershipId));
  // Earlier requests of the family may still carry its name.
  await tx.update(dataDeletionRequests).set({ familyLabel: null }).where(eq(dataDeletionRequests.membershipId, membershipId));
  const [done] = await tx
    .update(dataDeletionRequests)
    .set({ status: 'completed', confirmedBy: adminId, confirmedAt: new Date(), familyLabel: null })
    .where(eq(dataDeletionRequests.id, requestId))
    .returning();
  await tx.insert(auditLog).values({
    tenantId,
    actorUserId: adminId,
    action: 'family_data_erased',
    entity: 'membership',
    entityId: membershipId,
    data: {
      request_id: requestId,
      accounts_disabled: accounts.length,
      athletes_deleted: kids.length,
      invoices_kept: inv.length,
      payments_kept: paid.length,
      emails_erased: erasedMail.length,
    },
  });
  return view(done!);
}
