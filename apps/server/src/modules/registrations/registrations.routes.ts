// The server-side registration flow (00-decisions.md §4): quote, then register once the card is
// confirmed. The confirmation e-mail is queued in the registration's transaction and sent after
// commit by the outbox, so POST /email/send-registration-email is not needed.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quoteBody, quoteResult, REGISTRATION_SUCCESS_MESSAGE, registrationBody, registrationResult } from '@springboard/contract/registrations';
import { access } from '../../platform/access.js';
import { envelope, errorEnvelope, errorResponses, ok } from '../../platform/envelope.js';
import { runner } from '../payments/tx-runner.js';
import { quoteRegistration } from './quote.service.js';
import { refundIfPaid, registerFamily } from './registrations.service.js';

const tags = ['registrations'];
const errors = { ...errorResponses, 402: errorEnvelope, 502: errorEnvelope };

export const registrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/registrations/quote',
    {
      config: { access: access.visitor },
      schema: {
        tags,
        description: 'The registration fee (pricing config, default 25.00) less the voucher, and a payment intent for exactly that amount.',
        body: quoteBody,
        response: { 200: envelope(quoteResult), ...errors },
      },
    },
    async (req) => ok(await quoteRegistration(runner(req), await app.payments.forClub(req.tenant.id), req.tenant.id, req.body.voucher_code)),
  );

  app.post(
    '/api/registrations',
    {
      config: { access: access.visitor },
      // A body refused by the schema may come with a card already charged: the handler refunds it first.
      attachValidation: true,
      schema: {
        tags,
        description:
          'Creates account, membership, athletes, enrollments, the paid registration invoice and the payment in one transaction, after checking the payment intent with the provider (402 "Payment not completed"; 409 when already used). payment_method "cash" is for staff and admin only. The confirmation e-mail is sent by the server after commit.',
        body: registrationBody,
        response: { 201: envelope(registrationResult), ...errors },
      },
    },
    async (req, reply) => {
      const ctx = {
        run: runner(req),
        provider: await app.payments.forClub(req.tenant.id),
        tenantId: req.tenant.id,
        club: { name: req.tenant.name, signInUrl: `${app.config.publicUrl}/club/${req.tenant.slug}/login` },
        actor: req.user,
        log: req.log,
      };
      if (req.validationError) {
        const raw = req.body as { payment_intent_id?: unknown; payment_method?: unknown } | null;
        const intentId = raw?.payment_intent_id;
        if (raw?.payment_method !== 'cash' && typeof intentId === 'string' && intentId.length <= 200) await refundIfPaid(ctx, intentId);
        throw req.validationError;
      }
      const result = await registerFamily(ctx, req.body);
      app.outbox.kick();
      return reply.code(201).send(ok(result, REGISTRATION_SUCCESS_MESSAGE));
    },
  );
};
