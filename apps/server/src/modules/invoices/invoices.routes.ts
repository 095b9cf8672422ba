// Invoice calls (documents 01 §7, 02 §7). Dollars in and out. Staff create, admins edit and delete,
// members read their own family's.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createInvoiceBody, invoice, updateInvoiceBody } from '@springboard/contract/invoices';
import { access } from '../../platform/access.js';
import { envelope, errorResponses, ok } from '../../platform/envelope.js';
import { assertFamily, familyScope } from '../memberships/family-scope.js';
import { createInvoice, deleteInvoice, listMembershipInvoices, listUnpaidInvoices, updateInvoice } from './invoices.service.js';

const tags = ['invoices'];
const idParams = z.object({ id: z.string().uuid() });

export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/invoices',
    {
      config: { access: access.staff('generate_invoice_page') },
      schema: { tags, body: createInvoiceBody, response: { 201: envelope(invoice), ...errorResponses } },
    },
    async (req, reply) => {
      const data = await req.tenantTx((tx) => createInvoice(tx, req.tenant.id, req.body, req.user!.id));
      return reply.code(201).send(ok(data, 'Invoice generated successfully!'));
    },
  );

  app.put(
    '/api/invoices',
    {
      config: { access: access.admin },
      schema: { tags, body: updateInvoiceBody, response: { 200: envelope(invoice), ...errorResponses } },
    },
    async (req) => ok(await req.tenantTx((tx) => updateInvoice(tx, req.body)), 'Invoice updated'),
  );

  app.delete(
    '/api/invoices/:id',
    {
      config: { access: access.admin },
      schema: { tags, params: idParams, response: { 200: envelope(z.object({ id: z.string().uuid() })), ...errorResponses } },
    },
    async (req) => {
      await req.tenantTx((tx) => deleteInvoice(tx, req.params.id));
      return ok({ id: req.params.id }, 'Invoice Deleted');
    },
  );

  app.get(
    '/api/invoices/pending/invoices',
    {
      config: { access: access.member },
      schema: {
        tags,
        description: 'Unpaid (pending or overdue) invoices: every family for staff, the own family for members.',
        response: { 200: envelope(z.array(invoice)), ...errorResponses },
      },
    },
    async (req) => ok(await req.tenantTx((tx) => listUnpaidInvoices(tx, familyScope(req.user)))),
  );

  app.get(
    '/api/invoices/member/:id',
    { config: { access: access.member }, schema: { tags, params: idParams, response: { 200: envelope(z.array(invoice)), ...errorResponses } } },
    async (req) => {
      assertFamily(req.user, req.params.id);
      return ok(await req.tenantTx((tx) => listMembershipInvoices(tx, req.params.id)));
    },
  );
};
