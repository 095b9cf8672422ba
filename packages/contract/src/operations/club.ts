// The club itself: its settings (anyone reads, admins change), programs and slots, pricing, vouchers,
// and which club a domain belongs to.
import { z } from 'zod';
import { access, defineOperation } from '../operation.js';
import { pricingConfig, savePricingConfigBody } from '../pricing.js';
import { createProgramBody, program, programWithSlots, slot, updateProgramBody } from '../programs.js';
import {
  LOGO_CONTENT_TYPES,
  LOGO_MAX_BYTES,
  SETTINGS_MESSAGES,
  logoFile,
  logoParams,
  paymentProviderSettings,
  publicSettings,
  updatePaymentProviderBody,
  updateSettingsBody,
} from '../settings.js';
import { createVoucherBody, voucher } from '../vouchers.js';
import {
  PICTURE_CONTENT_TYPE,
  PICTURE_MAX_BYTES,
  PICTURE_MESSAGES,
  PICTURE_SUBJECTS,
  pictureFile,
  pictureParams,
} from '../pictures.js';

const tenantRef = z.object({ id: z.string(), slug: z.string(), name: z.string() });

export const settingsOperations = {
  get: defineOperation({ method: 'GET', path: '/api/settings', access: access.visitor, response: publicSettings, tags: ['settings'] }),
  update: defineOperation({
    method: 'POST',
    path: '/api/settings',
    access: access.admin,
    body: updateSettingsBody,
    response: publicSettings,
    description:
      'Manage Settings: the fields sent change, the others stay; credit_card_fee is required. logo_url may only be null (no logo) or one of the club’s uploaded logos.',
    tags: ['settings'],
  }),
  uploadLogo: defineOperation({
    method: 'POST',
    path: '/api/settings/logo',
    access: access.admin,
    body: logoFile,
    rawBody: { field: 'logo', contentTypes: ['image/*', 'application/octet-stream'], maxBytes: LOGO_MAX_BYTES, tooLargeMessage: SETTINGS_MESSAGES.logoTooLarge },
    response: publicSettings,
    errors: [413],
    description:
      'The club logo: the body is the image file itself, PNG, JPEG, WebP or GIF, at most 1 MB (its type is read from its first bytes; SVG is refused). It replaces the previous logo, and logo_url then points to its new address.',
    tags: ['settings'],
  }),
  removeLogo: defineOperation({
    method: 'DELETE',
    path: '/api/settings/logo',
    access: access.admin,
    response: publicSettings,
    description: 'Removes the club logo: the site shows the club name instead.',
    tags: ['settings'],
  }),
  logo: defineOperation({
    method: 'GET',
    path: '/api/clubs/:slug/logo/:hash',
    access: access.public,
    params: logoParams,
    response: logoFile,
    rawResponse: { contentTypes: LOGO_CONTENT_TYPES },
    description:
      'A club logo as an image (the logo_url of the settings; no tenant header, as an <img> cannot send one). The hash names the file, so it is cached for a year.',
    tags: ['settings'],
  }),
  paymentProvider: defineOperation({
    method: 'GET',
    path: '/api/settings/payment-provider',
    access: access.admin,
    response: paymentProviderSettings,
    description: 'The club’s payment provider and Stripe keys as an admin may see them: the secrets only masked.',
    tags: ['settings'],
  }),
  updatePaymentProvider: defineOperation({
    method: 'PUT',
    path: '/api/settings/payment-provider',
    access: access.admin,
    body: updatePaymentProviderBody,
    response: paymentProviderSettings,
    description:
      'Picks sandbox or Stripe and sets or replaces the Stripe keys: a key left out is kept, null removes it. The secret key and webhook secret are encrypted at rest and never returned.',
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

/** The club's own pictures (issue 11): the hero image, a picture per program, and their public address. */
export const pictureOperations = {
  uploadHeroImage: defineOperation({
    method: 'POST',
    path: '/api/settings/hero-image',
    access: access.admin,
    body: pictureFile,
    rawBody: {
      field: PICTURE_SUBJECTS.hero.field,
      contentTypes: ['image/*', 'application/octet-stream'],
      maxBytes: PICTURE_MAX_BYTES,
      tooLargeMessage: PICTURE_MESSAGES.hero.tooLarge,
    },
    response: publicSettings,
    errors: [413],
    description:
      'The landing page\'s hero image: the body is the image file itself, PNG, JPEG, WebP or GIF, at most 5 MB (its type is read from its bytes; SVG is refused). It is kept without its metadata, in widths up to 1600 px as WebP, and replaces the previous one; the settings\' hero_image then points at it.',
    tags: ['settings'],
  }),
  removeHeroImage: defineOperation({
    method: 'DELETE',
    path: '/api/settings/hero-image',
    access: access.admin,
    response: publicSettings,
    description: 'Removes the hero image: the landing page shows the designed default instead.',
    tags: ['settings'],
  }),
  uploadProgramImage: defineOperation({
    method: 'POST',
    path: '/api/programs/:id/image',
    access: access.admin,
    params: z.object({ id: z.string().uuid() }),
    body: pictureFile,
    rawBody: {
      field: PICTURE_SUBJECTS.program.field,
      contentTypes: ['image/*', 'application/octet-stream'],
      maxBytes: PICTURE_MAX_BYTES,
      tooLargeMessage: PICTURE_MESSAGES.program.tooLarge,
    },
    response: programWithSlots,
    errors: [413],
    description:
      'A program\'s picture, shown on its card and its page: the image file itself (PNG, JPEG, WebP or GIF, at most 5 MB), kept as the hero image is. It replaces the program\'s previous picture.',
    tags: ['programs'],
  }),
  removeProgramImage: defineOperation({
    method: 'DELETE',
    path: '/api/programs/:id/image',
    access: access.admin,
    params: z.object({ id: z.string().uuid() }),
    response: programWithSlots,
    description: 'Removes a program\'s picture: its card shows the designed default instead.',
    tags: ['programs'],
  }),
  picture: defineOperation({
    method: 'GET',
    path: '/api/clubs/:slug/pictures/:hash/:width',
    access: access.public,
    params: pictureParams,
    response: pictureFile,
    rawResponse: { contentTypes: [PICTURE_CONTENT_TYPE] },
    description:
      'One width of a club picture as WebP (the url and srcset of hero_image and of a program\'s image; no tenant header, as an <img> cannot send one). The hash names the content, so it is cached for a year.',
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
  create: defineOperation({
    method: 'POST',
    path: '/api/programs/add-with-slots',
    access: access.admin,
    body: createProgramBody,
    response: programWithSlots,
    status: 201,
    description: 'Create New Program: the program and its weekly slots in one transaction; a taken key is 409.',
    tags: ['programs'],
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/api/programs/:id',
    access: access.admin,
    params: z.object({ id: z.string().uuid() }),
    body: updateProgramBody,
    response: programWithSlots,
    description:
      'Programs Management: the program, its kept slots (with id) and new ones (without), and deletedSlotIds. Deleting a slot with enrolled athletes is 409; nothing is saved unless everything is.',
    tags: ['programs'],
  }),
  savePricingConfig: defineOperation({
    method: 'POST',
    path: '/api/programs/program-pricing-config',
    access: access.admin,
    body: savePricingConfigBody,
    response: pricingConfig,
    description: "Program Pricing Settings, in dollars: the club's config without program_id (its registration_fee is what registration charges), a program's own with it.",
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
