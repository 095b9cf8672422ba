// Invoice calls. Dollars in and out. Staff create, admins edit and delete,
// members read their own family's.
import { z } from 'zod';
import {
  createInvoiceBody,
  invoice,
  invoiceFilterQuery,
  invoiceList,
  invoiceListQuery,
  manualInvoiceBody,
  updateInvoiceBody,
  voidInvoiceBody,
} from '../invoices.js';
import { access, defineOperation } from '../operation.js';

const tags = ['invoices'];
const idParams = z.object({ id: z.string().uuid() });

export const invoiceOperations = {
  create: defineOperation({
    method: 'POST',
    path: '/api/invoices',
    access: access.staff('generate_invoice_page'),
    body: createInvoiceBody,
    response: invoice,
    status: 201,
    tags,
  }),
  createManual: defineOperation({
    method: 'POST',
    path: '/api/payments/manual-invoice',
    access: access.staff('generate_invoice_page'),
    body: manualInvoiceBody,
    response: z.object({ invoiceId: z.string().uuid() }),
    status: 201,
    description: "The membership view's manual invoice form (though its path is under /payments).",
    tags,
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/api/invoices',
    access: access.admin,
    body: updateInvoiceBody,
    response: invoice,
    description:
      'An invoice becomes paid only by its payments (409 invoice_paid_by_payment) and is voided only with a reason (409 invoice_void_needs_reason). One with a recorded payment (paid or partly paid) keeps its amount and status: 409 invoice_has_payment_edit; a void one does not change (409 invoice_voided). A new amount of an unpaid invoice edits its single line (or replaces its lines with one manual line) and starts a new charge attempt.',
    tags,
  }),
  void: defineOperation({
    method: 'POST',
    path: '/api/invoices/:id/void',
    access: access.admin,
    params: idParams,
    body: voidInvoiceBody,
    response: invoice,
    description:
      "Voids the invoice (status cancelled) with its reason: nothing more is due on it. payments: keep (the default) leaves its payments recorded as paid; refund gives back all that is left of each (a card through the payment provider, the others paid out by hand), before the invoice is voided; credit turns what was paid (less refunds) into a credit for the family, which pays its other invoices. A credit the invoice had used is free again. A void invoice answers 409 invoice_voided.",
    errors: [402, 502],
    tags,
  }),
  get: defineOperation({
    method: 'GET',
    path: '/api/invoices/:id',
    access: access.family('view_membership_invoices', { entity: 'invoice', in: 'params', key: 'id' }),
    params: idParams,
    response: invoice,
    description: 'One invoice with its lines: a member their own family\'s, staff the club\'s; 404 otherwise.',
    tags,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/api/invoices/:id',
    access: access.admin,
    params: idParams,
    response: z.object({ id: z.string().uuid() }),
    description:
      'A paid or partly paid invoice is refused with 409 invoice_has_payment (it is voided instead; its payments stay linked); declined attempts do not block.',
    tags,
  }),
  listAll: defineOperation({
    method: 'GET',
    path: '/api/invoices',
    access: access.family('view_membership_invoices'),
    query: invoiceListQuery,
    list: invoiceList,
    response: z.array(invoice),
    description: 'All invoices, newest due date first: every family for staff and admins, the own family for members.',
    tags,
  }),
  listFiltered: defineOperation({
    method: 'GET',
    path: '/api/invoices/filtered/invoices',
    access: access.admin,
    query: invoiceFilterQuery,
    list: invoiceList,
    response: z.array(invoice),
    description: 'Invoice & Payment Management: status, category, and due date between startDate and endDate (inclusive).',
    tags,
  }),
  listUnpaid: defineOperation({
    method: 'GET',
    path: '/api/invoices/pending/invoices',
    access: access.family('view_membership_invoices'),
    query: invoiceListQuery,
    list: invoiceList,
    response: z.array(invoice),
    description: 'Unpaid (pending or overdue) invoices: every family for staff, the own family for members.',
    tags,
  }),
  listOfMembership: defineOperation({
    method: 'GET',
    path: '/api/invoices/member/:id',
    access: access.family('view_membership_invoices', { entity: 'membership', in: 'params', key: 'id' }),
    params: idParams,
    query: invoiceListQuery,
    list: invoiceList,
    response: z.array(invoice),
    tags,
  }),
};
