// POST /payments/sandbox/confirm: the sandbox's stand-in for Stripe.js confirming a card in the
// browser (00-decisions.md §3). The card number is judged and dropped; only brand and last4 stay.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sandboxConfirmBody, sandboxConfirmResult } from '@springboard/contract/payments';
import { access } from '../../platform/access.js';
import { AppError } from '../../platform/app-error.js';
import { envelope, errorResponses, ok } from '../../platform/envelope.js';
import { ProviderError } from '../../payments/providers/provider.js';
import { confirmSandboxIntent } from '../../payments/providers/sandbox.js';

export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payments/sandbox/confirm',
    {
      config: { access: access.visitor },
      schema: {
        tags: ['payments'],
        description:
          'Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined; 4000 0000 0000 9995 has insufficient funds; any other number is refused. A refused card answers 200 with status requires_payment_method and the reason in error.',
        body: sandboxConfirmBody,
        response: { 200: envelope(sandboxConfirmResult), ...errorResponses },
      },
    },
    async (req) => {
      const b = req.body;
      try {
        const outcome = await confirmSandboxIntent(app.db, req.tenant.id, b.client_secret, {
          cardNumber: b.card_number,
          expMonth: b.exp_month,
          expYear: b.exp_year,
          cvc: b.cvc,
        });
        return ok(outcome);
      } catch (err) {
        if (err instanceof ProviderError && err.kind === 'not_found') throw new AppError('NOT_FOUND', 'Payment not found');
        if (err instanceof ProviderError && err.kind === 'invalid') throw new AppError('CONFLICT', err.message);
        throw err;
      }
    },
  );
};
