// Refunds, family credits and statements (modules/credits). Dollars in and out.
import type { FastifyInstance } from 'fastify';
import { creditOperations } from '@springboard/contract/operations/credits';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import { INVOICE_VOIDED_MESSAGE } from '@springboard/contract/invoices';
import { toCents } from '@springboard/contract/money';
import { registerOperations, result } from '../../platform/operations.js';
import { getPayment } from '../payments/invoice-settlement.js';
import { creditsOf, giveCredit } from './credits.service.js';
import { refundPayment, refundRequest } from '../payments/refunds.service.js';
import { voidInvoice } from '../invoices/invoice-changes.js';
import { familyStatement } from './statement.service.js';
import { voidWithPayments } from './void-payments.js';

export async function creditsRoutes(app: FastifyInstance) {
  registerOperations(app, creditOperations, {
    refundPayment: {
      handle: async ({ run, tenant, user, params, body }) =>
        result(
          await refundPayment(
            run,
            await app.payments.forClub(tenant.id),
            tenant.id,
            user.id,
            params.id,
            refundRequest(body),
            getPayment,
          ),
          'Payment refunded',
        ),
    },
    giveCredit: {
      handle: async ({ run, tenant, user, params, body }) =>
        result(
          await run((tx) =>
            giveCredit(tx, tenant.id, params.id, { amountCents: toCents(body.amount), reason: body.reason }, user.id),
          ),
          'Credit given',
        ),
    },
    creditsOfMembership: {
      readsWithLookup: true,
      handle: async ({ run, params }) => result(await run((tx) => creditsOf(tx, params.id))),
    },
    statement: {
      handle: async ({ run, params, query, list }) => {
        const statement = await run((tx) => familyStatement(tx, params.id, query));
        // ?format=csv: the entries are the file's rows (the answer is the file, not this envelope).
        if (list.csv) await list.csv.write(statement.entries);
        return result(statement);
      },
    },
  });

  registerOperations(
    app,
    { void: invoiceOperations.void },
    {
      void: {
        handle: async ({ run, tenant, user, params, body }) =>
          result(
            body.payments === 'keep'
              ? await run((tx) => voidInvoice(tx, params.id, body.reason, user.id))
              : await voidWithPayments(run, await app.payments.forClub(tenant.id), tenant.id, params.id, body, user.id),
            INVOICE_VOIDED_MESSAGE,
          ),
      },
    },
  );
}
