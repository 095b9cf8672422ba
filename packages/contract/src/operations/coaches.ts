// The coaches of each time slot: admins assign them on the programs screen.
import { z } from 'zod';
import { access, defineOperation } from '../operation.js';
import { setSlotCoachesBody, slotCoaches, slotCoachesParams } from '../coaches.js';

const tags = ['coaches'];

export const coachOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/api/slot-coaches',
    access: access.admin,
    response: z.array(slotCoaches),
    description: 'Every time slot of the club that has coaches, with its coaches by name.',
    tags,
  }),
  set: defineOperation({
    method: 'PUT',
    path: '/api/programs-slot/:id/coaches',
    access: access.admin,
    params: slotCoachesParams,
    body: setSlotCoachesBody,
    response: slotCoaches,
    description:
      "Sets the slot's coaches to exactly these staff members (an empty list removes them all). Each must be a staff member or admin of the club (400 naming staff_ids).",
    tags,
  }),
};
