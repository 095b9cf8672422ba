// The pricing configs: the club's (its registration fee) and a program's own. Anyone on the club's
// site reads them (the registration page shows the fee), admins save them.
import { z } from 'zod';
import { access, defineOperation } from '../operation.js';
import {
  familyTuition,
  pricingConfig,
  pricingSimulation,
  savePricingConfigBody,
  tuitionQuote,
  tuitionQuoteBody,
} from '../pricing.js';

export const pricingOperations = {
  configs: defineOperation({
    method: 'GET',
    path: '/api/programs/program-pricing-config',
    access: access.visitor,
    response: z.array(pricingConfig),
    description: 'The pricing config list; data[0].registration_fee is the fee in dollars the registration page shows.',
    tags: ['programs'],
  }),
  save: defineOperation({
    method: 'POST',
    path: '/api/programs/program-pricing-config',
    access: access.admin,
    body: savePricingConfigBody,
    response: pricingConfig,
    description:
      "Program Pricing Settings, in dollars: the club's config without program_id (its registration_fee is what registration charges), a program's own with it.",
    tags: ['programs'],
  }),
  simulate: defineOperation({
    method: 'POST',
    path: '/api/programs/program-pricing-config/simulate',
    access: access.admin,
    body: savePricingConfigBody,
    response: pricingSimulation,
    description:
      "Preview of saving a pricing config (the same body): each family's tuition for next month now and with it, and the total change. Nothing is saved.",
    tags: ['programs'],
  }),
  familyTuition: defineOperation({
    method: 'GET',
    path: '/api/programs/program-pricing-config/tuition/:membershipId',
    access: access.staff('generate_invoice_page'),
    params: z.object({ membershipId: z.string().uuid() }),
    response: familyTuition,
    description:
      "This month's tuition of one family (Generate Invoice fills the amount and description from it): its lines (tuition, proration, discount) and their total, in dollars.",
    tags: ['programs'],
  }),
  tuitionQuote: defineOperation({
    method: 'POST',
    path: '/api/programs/program-pricing-config/tuition-quote',
    access: access.visitor,
    body: tuitionQuoteBody,
    response: tuitionQuote,
    description:
      'Registration: what a month of the chosen classes costs each athlete, the family discounts and the total (dollars). Nothing is saved; an unknown slot is 404.',
    tags: ['programs'],
  }),
};
