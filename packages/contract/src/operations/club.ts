// The club itself: its settings (anyone reads, admins change), programs and slots, pricing, vouchers,
// and which club a domain belongs to.
import { z } from 'zod';
import { access, defineOperation } from '../operation.js';
import { pricingConfig } from '../pricing.js';
import { program, programWithSlots, slot } from '../programs.js';
import { publicSettings, updateSettingsBody } from '../settings.js';
import { createVoucherBody, voucher } from '../vouchers.js';

const tenantRef = z.object({ id: z.string(), slug: z.string(), name: z.string() });

export const settingsOperations = {
  get: defineOperation({ method: 'GET', path: '/api/settings', access: access.visitor, response: publicSettings, tags: ['settings'] }),
  update: defineOperation({
    method: 'POST',
    path: '/api/settings',
    access: access.admin,
    body: updateSettingsBody,
    response: publicSettings,
    tags: ['settings'],
  }),
  tenantLookup: defineOperation({
    method: 'GET',
    path: '/api/tenant-lookup',
    access: access.public,
    query: z.object({ domain: z.string().trim().toLowerCase().min(1).max(253) }),
    response: tenantRef,
    description: 'Clubs on their own host name: the web app asks which club a domain belongs to (no tenant header).',
    tags: ['settings'],
  }),
};

export const programOperations = {
  list: defineOperation({ method: 'GET', path: '/api/programs', access: access.visitor, response: z.array(program), tags: ['programs'] }),
  slots: defineOperation({ method: 'GET', path: '/api/programs-slot', access: access.visitor, response: z.array(slot), tags: ['programs'] }),
  withSlots: defineOperation({
    method: 'GET',
    path: '/api/programs/programs-with-slots',
    access: access.visitor,
    response: z.array(programWithSlots),
    tags: ['programs'],
  }),
  pricingConfigs: defineOperation({
    method: 'GET',
    path: '/api/programs/program-pricing-config',
    access: access.visitor,
    response: z.array(pricingConfig),
    description: 'The pricing config list; data[0].registration_fee is the fee in dollars the registration page shows.',
    tags: ['programs'],
  }),
};

export const voucherOperations = {
  list: defineOperation({ method: 'GET', path: '/api/vouchers', access: access.admin, response: z.array(voucher), tags: ['vouchers'] }),
  create: defineOperation({
    method: 'POST',
    path: '/api/vouchers',
    access: access.admin,
    body: createVoucherBody,
    response: voucher,
    status: 201,
    tags: ['vouchers'],
  }),
  setActive: defineOperation({
    method: 'PATCH',
    path: '/api/vouchers/:id',
    access: access.admin,
    params: z.object({ id: z.string().uuid() }),
    body: z.object({ active: z.boolean() }),
    response: voucher,
    tags: ['vouchers'],
  }),
};

export const healthOperations = {
  health: defineOperation({
    method: 'GET',
    path: '/api/health',
    access: access.public,
    response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
    tags: ['health'],
  }),
};
