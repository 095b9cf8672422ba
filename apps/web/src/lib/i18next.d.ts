// Typed translation keys: every namespace's keys come from its English file, so `t('missing.key')`,
// a key of the wrong namespace or a misspelt `ns:key` fails `npm run typecheck`. Spanish has the
// same keys (lib/i18n.test.ts checks it).
import 'i18next';
import type areas from '../locales/en/areas.json';
import type athletes from '../locales/en/athletes.json';
import type attendance from '../locales/en/attendance.json';
import type auth from '../locales/en/auth.json';
import type common from '../locales/en/common.json';
import type email from '../locales/en/email.json';
import type errors from '../locales/en/errors.json';
import type invoices from '../locales/en/invoices.json';
import type credits from '../locales/en/credits.json';
import type layout from '../locales/en/layout.json';
import type member from '../locales/en/member.json';
import type memberships from '../locales/en/memberships.json';
import type payments from '../locales/en/payments.json';
import type pricing from '../locales/en/pricing.json';
import type programs from '../locales/en/programs.json';
import type profile from '../locales/en/profile.json';
import type publicSite from '../locales/en/public.json';
import type info from '../locales/en/info.json';
import type registration from '../locales/en/registration.json';
import type settings from '../locales/en/settings.json';
import type staff from '../locales/en/staff.json';
import type vouchers from '../locales/en/vouchers.json';
import type roles from '../locales/en/roles.json';
import type search from '../locales/en/search.json';
import type jobs from '../locales/en/jobs.json';
import type waitlist from '../locales/en/waitlist.json';
import type calendar from '../locales/en/calendar.json';
import type dataRights from '../locales/en/data-rights.json';
import type reports from '../locales/en/reports.json';
import type home from '../locales/en/home.json';
import type reconciliation from '../locales/en/reconciliation.json';
import type website from '../locales/en/website.json';
import type audit from '../locales/en/audit.json';
import type medical from '../locales/en/medical.json';
import type checkIn from '../locales/en/check-in.json';
import type policies from '../locales/en/policies.json';
import type week from '../locales/en/week.json';
import type makeups from '../locales/en/makeups.json';
import type skills from '../locales/en/skills.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      areas: typeof areas;
      athletes: typeof athletes;
      attendance: typeof attendance;
      auth: typeof auth;
      common: typeof common;
      email: typeof email;
      errors: typeof errors;
      invoices: typeof invoices;
      credits: typeof credits;
      layout: typeof layout;
      member: typeof member;
      memberships: typeof memberships;
      payments: typeof payments;
      pricing: typeof pricing;
      programs: typeof programs;
      profile: typeof profile;
      public: typeof publicSite;
      info: typeof info;
      registration: typeof registration;
      settings: typeof settings;
      staff: typeof staff;
      vouchers: typeof vouchers;
      roles: typeof roles;
      search: typeof search;
      jobs: typeof jobs;
      waitlist: typeof waitlist;
      calendar: typeof calendar;
      'data-rights': typeof dataRights;
      reports: typeof reports;
      home: typeof home;
      reconciliation: typeof reconciliation;
      website: typeof website;
      audit: typeof audit;
      medical: typeof medical;
      'check-in': typeof checkIn;
      policies: typeof policies;
      week: typeof week;
      makeups: typeof makeups;
      skills: typeof skills;
    };
  }
}
