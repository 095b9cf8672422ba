// The three sample programs of the public site: the landing cards, and the
// programs page of a club that has not created its own programs yet.
import { paths } from '../../../config/paths';

export const SAMPLE_PROGRAMS = [
  { key: 'youth', href: paths.programYouth.href },
  { key: 'teen', href: paths.programTeen.href },
  { key: 'adult', href: paths.programAdult.href },
] as const;
export type SampleProgramKey = (typeof SAMPLE_PROGRAMS)[number]['key'];

export function isSampleProgram(key: string): key is SampleProgramKey {
  return SAMPLE_PROGRAMS.some((p) => p.key === key);
}
