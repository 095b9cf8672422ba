// Family data rights (GDPR Art. 15, 17, 20): a member downloads the family's data and asks to be
// forgotten; an admin lists the requests and carries one out.
import { z } from 'zod';
import { access, defineOperation } from '../operation.js';
import { deletionRequest, deletionRequestList, deletionRequestListQuery, deletionRequestParams, familyExport, myDeletionRequest } from '../data-rights.js';

export const dataRightsOperations = {
  exportFamily: defineOperation({
    method: 'GET',
    path: '/api/data-rights/export',
    access: access.signedIn,
    response: familyExport,
    description:
      "Everything the club holds about the caller's family as JSON: membership, accounts, athletes, enrolments, attendance, invoices, payments, cards (last 4 only), waitlist, consent and the e-mails sent to the family.",
    tags: ['data-rights'],
  }),
  myRequest: defineOperation({
    method: 'GET',
    path: '/api/data-rights/deletion-request',
    access: access.signedIn,
    response: myDeletionRequest,
    description: "The caller's family's deletion request, if it made one.",
    tags: ['data-rights'],
  }),
  requestDeletion: defineOperation({
    method: 'POST',
    path: '/api/data-rights/deletion-request',
    access: access.signedIn,
    response: deletionRequest,
    status: 201,
    description: 'The family asks for its personal data to be deleted; an admin carries it out. A second open request is 409.',
    tags: ['data-rights'],
  }),
  list: defineOperation({
    method: 'GET',
    path: '/api/data-rights/deletion-requests',
    access: access.admin,
    query: deletionRequestListQuery,
    list: deletionRequestList,
    response: z.array(deletionRequest),
    description: 'The club’s deletion requests, open ones first.',
    tags: ['data-rights'],
  }),
  confirm: defineOperation({
    method: 'POST',
    path: '/api/data-rights/deletion-requests/:id/confirm',
    access: access.admin,
    params: deletionRequestParams,
    response: deletionRequest,
    description:
      "Carries out a deletion: the family's personal data is erased or anonymised, invoices and payments are kept without personal fields, its accounts can no longer sign in, and the audit log records it.",
    tags: ['data-rights'],
  }),
};
