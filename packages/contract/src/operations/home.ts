// GET /api/home: the overview admins and staff land on after sign-in. Staff need at
// least one staff page; the answer holds only the parts of the pages they hold.
import { PERMISSIONS } from '../permissions.js';
import { homeOverview, setupChecklist } from '../home.js';
import { access, defineOperation } from '../operation.js';

export const homeOperations = {
  overview: defineOperation({
    method: 'GET',
    path: '/api/home',
    access: access.staff(PERMISSIONS),
    response: homeOverview,
    description:
      "The club at a glance: members, athletes, the unpaid total, today's classes with their attendance, recent registrations and open waitlist offers. Staff get only the parts of the pages their role holds (the others are null); admins get all.",
    tags: ['home'],
  }),
  setup: defineOperation({
    method: 'GET',
    path: '/api/home/setup',
    access: access.admin,
    response: setupChecklist,
    description:
      "The admin's checklist before the first registration: logo and colours, contact details, a program with a slot and a price, pricing tiers, live or test Stripe keys, and a first registered family; and whether the club is in test mode (cards not charged).",
    tags: ['home'],
  }),
};
