// Invoice calls. Dollars in and out. Staff create, admins edit and delete,
// members read their own family's.
import type { FastifyInstance } from 'fastify';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import { listResult, registerOperations, result } from '../../platform/operations.js';
import { INVOICE_DELETED_MESSAGE } from '@springboard/contract/invoices';
import { createInvoice, deleteInvoice, updateInvoice } from './invoice-changes.js';
import { getInvoice, invoiceFilters, invoicesPage, invoiceStoredCounts, listMembershipInvoices } from './invoices.service.js';

export async function invoicesRoutes(app: FastifyInstance) {
  // Voiding, which may refund the invoice's payments, is registered with the refunds (modules/credits).
  const { void: _void, ...ops } = invoiceOperations;
  registerOperations(app, ops, {
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
    update: {
      handle: async ({ run, tenant, user, body }) =>
        result(await run((tx) => updateInvoice(tx, tenant.id, body, user.id)), 'Invoice updated'),
    },
    get: { handle: async ({ run, scope, params }) => result(await run((tx) => getInvoice(tx, params.id, scope))) },
    remove: {
      handle: async ({ run, user, params }) => {
        await run((tx) => deleteInvoice(tx, params.id, user.id));
        return result({ id: params.id }, INVOICE_DELETED_MESSAGE);
      },
    },
    listAll: {
      handle: async ({ run, scope, list }) =>
        listResult(await run((tx) => invoicesPage(tx, list, invoiceFilters.all(scope), scope !== null))),
    },
    listFiltered: {
      handle: async ({ run, query, list }) =>
        listResult(
          await run((tx) => invoicesPage(tx, list, invoiceFilters.filtered(query), false, invoiceStoredCounts.filtered(query))),
        ),
    },
    listUnpaid: {
      handle: async ({ run, scope, list }) =>
        listResult(
          await run((tx) =>
            invoicesPage(tx, list, invoiceFilters.unpaid(scope), scope !== null, invoiceStoredCounts.unpaid(scope)),
          ),
        ),
    },
    listOfMembership: {
      readsWithLookup: true,
      handle: async ({ run, params, list }) =>
        listResult(
          await run(async (tx) =>
            // The family's whole list is a hot read, prepared once per connection.
            !list.page && !list.csv
              ? { rows: await listMembershipInvoices(tx, params.id), meta: null }
              : invoicesPage(tx, list, invoiceFilters.ofMembership(params.id), true),
          ),
        ),
    },
  });
}
