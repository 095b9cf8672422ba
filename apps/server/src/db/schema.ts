// Every table of the domain, in one import for drizzle and drizzle-kit.
export * from './schema/tenants.js';
export * from './schema/users.js';
export * from './schema/auth.js';
export * from './schema/memberships.js';
export * from './schema/programs.js';
export * from './schema/pricing.js';
export * from './schema/billing.js';
export * from './schema/operations.js';
export * from './schema/waitlist.js';
export * from './schema/family-rights.js';
export * from './schema/pictures.js';
export * from './schema/people-search.js';
export * from './schema/row-counts.js';
export * from './schema/reconciliation.js';
export * from './schema/skills.js';
