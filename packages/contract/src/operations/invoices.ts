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
      'Status pending (or overdue) with post_status not "paid" reopens a paid invoice: it becomes unpaid and chargeable again (a new charge attempt). Changing the amount of an unpaid invoice also starts a new charge attempt.',
    tags,
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/api/invoices/:id',
    access: access.admin,
    params: idParams,
    response: z.object({ id: z.string().uuid() }),
    description:
      'An invoice with a succeeded payment is refused with 409 (the payment stays linked to it); declined attempts do not block.',
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
