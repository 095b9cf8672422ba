// The staff who coach each time slot: admins assign them, and a staff member without all_classes
// sees only these classes when taking attendance and on the home page.
import { z } from 'zod';

export const slotCoachesParams = z.object({ id: z.string().uuid() });
export const setSlotCoachesBody = z.object({ staff_ids: z.array(z.string().uuid()).max(50) });

export const slotCoach = z.object({ user_id: z.string().uuid(), first_name: z.string(), last_name: z.string() });
export const slotCoaches = z.object({ slot_id: z.string().uuid(), coaches: z.array(slotCoach) });
export type SlotCoaches = z.infer<typeof slotCoaches>;
