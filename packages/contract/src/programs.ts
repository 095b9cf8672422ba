// Programs and their weekly slots (documents 01 §3, 02 §3).
import { z } from 'zod';

export const DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;

export const slot = z.object({
  id: z.string().uuid(),
  program_id: z.string().uuid(),
  slot_id: z.string(),
  program_name: z.string(),
  days: z.array(z.enum(DAYS)),
  times: z.array(z.string()),
  price: z.number(),
  capacity: z.number().int(),
  enrolled: z.number().int(),
});
export type Slot = z.infer<typeof slot>;

export const program = z.object({
  id: z.string().uuid(),
  key: z.string(),
  label: z.string(),
  description: z.string().nullable(),
  duration_hours: z.number(),
  min_age: z.number().int(),
  max_age: z.number().int(),
  capacity: z.number().int(),
});
export type Program = z.infer<typeof program>;

export const programWithSlots = program.extend({ slots: z.array(slot) });
export type ProgramWithSlots = z.infer<typeof programWithSlots>;
