// Closed dates: anyone on the club's site reads them (the schedules show the coming ones); the club's
// admins add holidays, cancel one class on a date, and remove them.
import { z } from 'zod';
import { access, defineOperation } from '../operation.js';
import { closure, closureBody, closureParams, closureQuery } from '../closures.js';

export const closureOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/api/closures',
    access: access.visitor,
    query: closureQuery,
    response: z.array(closure),
    description:
      "The club's holidays and cancelled classes touching from..to (from defaults to the club's today, to to a year after from), earliest first.",
    tags: ['closures'],
  }),
  create: defineOperation({
    method: 'POST',
    path: '/api/closures',
    access: access.admin,
    body: closureBody,
    response: closure,
    status: 201,
    description:
      "A holiday (no slot_id: the whole club, starts_on to ends_on) or one class cancelled on one date (slot_id). A reversed range, a cancellation in the past (the club's today), outside the class's term or on a day it does not meet is 400 naming the field; an unknown slot is 404; a class already cancelled that day is 409.",
    tags: ['closures'],
  }),
  remove: defineOperation({
    method: 'DELETE',
    path: '/api/closures/:id',
    access: access.admin,
    params: closureParams,
    response: z.object({ id: z.string().uuid() }),
    description: 'Removes a closed date: the classes meet on it again.',
    tags: ['closures'],
  }),
};
