// Typed translation keys: every namespace's keys come from its English file, so `t('missing.key')`,
// a key of the wrong namespace or a misspelt `ns:key` fails `npm run typecheck`. Spanish has the
// same keys (lib/i18n.test.ts checks it).
import 'i18next';
import type areas from '../locales/en/areas.json';
import type auth from '../locales/en/auth.json';
import type common from '../locales/en/common.json';
import type layout from '../locales/en/layout.json';
import type member from '../locales/en/member.json';
import type payments from '../locales/en/payments.json';
import type publicSite from '../locales/en/public.json';
import type registration from '../locales/en/registration.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      areas: typeof areas;
      auth: typeof auth;
      common: typeof common;
      layout: typeof layout;
      member: typeof member;
      payments: typeof payments;
      public: typeof publicSite;
      registration: typeof registration;
    };
  }
}
