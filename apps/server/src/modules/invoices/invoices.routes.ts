// Invoice calls. Dollars in and out. Staff create, admins edit and delete,
// members read their own family's.
import type { FastifyInstance } from 'fastify';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import { registerOperations, result } from '../../platform/operations.js';
import { INVOICE_DELETED_MESSAGE } from '@springboard/contract/invoices';
import {
  createInvoice,
  deleteInvoice,
  listAllInvoices,
  listFilteredInvoices,
  listMembershipInvoices,
  listUnpaidInvoices,
  updateInvoice,
} from './invoices.service.js';

export async function invoicesRoutes(app: FastifyInstance) {
  registerOperations(app, invoiceOperations, {
    create: {
      handle: async ({ run, tenant, user, body }) =>
        result(await run((tx) => createInvoice(tx, tenant.id, body, user.id)), 'Invoice generated successfully!'),
    },
    createManual: {
      handle: async ({ run, tenant, user, body }) => {
        const inv = await run((tx) => createInvoice(tx, tenant.id, body, user.id));
        return result({ invoiceId: inv.id }, 'Invoice generated successfully!');
      },
    },
    update: { handle: async ({ run, body }) => result(await run((tx) => updateInvoice(tx, body)), 'Invoice updated') },
    remove: {
      handle: async ({ run, params }) => {
        await run((tx) => deleteInvoice(tx, params.id));
        return result({ id: params.id }, INVOICE_DELETED_MESSAGE);
      },
    },
    listAll: { handle: async ({ run, scope }) => result(await run((tx) => listAllInvoices(tx, scope))) },
    listFiltered: { handle: async ({ run, query }) => result(await run((tx) => listFilteredInvoices(tx, query))) },
    listUnpaid: { handle: async ({ run, scope }) => result(await run((tx) => listUnpaidInvoices(tx, scope))) },
    listOfMembership: { handle: async ({ run, params }) => result(await run((tx) => listMembershipInvoices(tx, params.id))) },
  });
}
