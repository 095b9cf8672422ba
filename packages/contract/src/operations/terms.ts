// Terms: anyone on the club's site reads them (the schedules say when registration opens; a signed-in
// family sees its own day); the club's admins add, change and delete them with the programs.
import { z } from 'zod';
import { access, defineOperation } from '../operation.js';
import { term, termBody, termParams } from '../terms.js';

export const termOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/api/terms',
    access: access.visitor,
    response: z.array(term),
    description:
      "The club's terms, earliest first, with the programs and slots in each. For a signed-in family, opens_for_you_on is the day registration opens for them: the priority day once they have an athlete enrolled.",
    tags: ['terms'],
  }),
  create: defineOperation({
    method: 'POST',
    path: '/api/terms',
    access: access.admin,
    body: termBody,
    response: term,
    status: 201,
    description:
      'A new term. ends_on before starts_on, or priority_opens_on after registration_opens_on (or without it) is 400 naming the field; a name already used is 409.',
    tags: ['terms'],
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/api/terms/:id',
    access: access.admin,
    params: termParams,
    body: termBody,
    response: term,
    description: "Changes a term's name and dates, with the same rules as creating one.",
    tags: ['terms'],
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/api/terms/:id',
    access: access.admin,
    params: termParams,
    response: z.object({ id: z.string().uuid() }),
    description: 'Deletes a term no program or slot uses; one still in use is 409 (move its programs and slots first).',
    tags: ['terms'],
  }),
};
