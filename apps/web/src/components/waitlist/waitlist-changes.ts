// What any change to a waitlist makes stale, for every screen that makes one (the waitlist screens,
// the athlete forms' full slots): the lists, the athletes and the places of the slots.
import { athleteOperations } from '@springboard/contract/operations/athletes';
import { programOperations } from '@springboard/contract/operations/programs';
import { waitlistOperations } from '@springboard/contract/operations/waitlist';

export const WAITLIST_CHANGES = [waitlistOperations, athleteOperations, programOperations] as const;
