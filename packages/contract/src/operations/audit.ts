// The club's audit trail: every change of money, access and settings, and every look at an
// athlete's medical details. Admins only: it shows what staff did, and the staff who did it.
import { z } from 'zod';
import { access, defineOperation } from '../operation.js';
import { auditActor, auditEntry, auditList, auditListQuery } from '../audit.js';

export const auditOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/api/audit',
    access: access.admin,
    query: auditListQuery,
    list: auditList,
    response: z.array(auditEntry),
    description:
      'The audit trail, newest first: who (a user, or null with `by` naming the job or webhook), when, what, the row before and after. Rows are written in the same transaction as the change and can never be changed or deleted. Amounts in dollars; never a secret.',
    tags: ['audit'],
  }),
  actors: defineOperation({
    method: 'GET',
    path: '/api/audit/actors',
    access: access.admin,
    response: z.array(auditActor),
    description: 'The people who appear in the audit trail, by name: the Activity screen\'s "who" filter.',
    tags: ['audit'],
  }),
};
