// The club's settings: anyone on its site reads them, admins change them, its logo and hero image
// (upload, remove, the logo's public address) and its payment provider.
import { access, defineOperation } from '../operation.js';
import {
  LOGO_CONTENT_TYPES,
  LOGO_MAX_BYTES,
  logoFile,
  logoParams,
  paymentProviderSettings,
  publicSettings,
  updatePaymentProviderBody,
  updateSettingsBody,
} from '../settings.js';
import { PICTURE_MAX_BYTES, PICTURE_REASONS, PICTURE_SUBJECTS, pictureFile } from '../pictures.js';

export const settingsOperations = {
  get: defineOperation({
    method: 'GET',
    path: '/api/settings',
    access: access.visitor,
    response: publicSettings,
    tags: ['settings'],
  }),
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
    rawBody: {
      field: 'logo',
      contentTypes: ['image/*', 'application/octet-stream'],
      maxBytes: LOGO_MAX_BYTES,
      tooLarge: 'logo_too_large',
    },
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
  uploadHeroImage: defineOperation({
    method: 'POST',
    path: '/api/settings/hero-image',
    access: access.admin,
    body: pictureFile,
    rawBody: {
      field: PICTURE_SUBJECTS.hero.field,
      contentTypes: ['image/*', 'application/octet-stream'],
      maxBytes: PICTURE_MAX_BYTES,
      tooLarge: PICTURE_REASONS.hero.tooLarge,
    },
    response: publicSettings,
    errors: [413],
    description:
      "The landing page's hero image: the body is the image file itself, PNG, JPEG, WebP or GIF, at most 5 MB (its type is read from its bytes; SVG is refused). It is kept without its metadata, in widths up to 1600 px as WebP, and replaces the previous one; the settings' hero_image then points at it.",
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
};
