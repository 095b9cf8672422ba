// The list above the form that names every field still in error after "Continue to Billing" or
// "Submit Registration", so a parent on a long phone page knows what to fix and where.
import type { Ref } from 'react';
import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ProgramWithSlots } from '@springboard/contract/programs';
import { translateKey } from '../../../lib/i18n';

const ATHLETE_FIELDS = ['first_name', 'middle_name', 'last_name', 'gender', 'date_of_birth'];

export function fieldLabel(path: string, t: TFunction<'registration'>, programs: ProgramWithSlots[]): string {
  const parts = path.split('.');
  if (parts[0] === 'membership') return translateKey(t, `membership.${parts[1]}`);
  if (parts[0] === 'athletes') {
    const who = t('athlete.heading', { n: Number(parts[1]) + 1 });
    if (parts[2] === 'slots') {
      const program = programs.find((p) => p.id === parts[3])?.label ?? '';
      return `${who}: ${t('slots.caption', { program })}`;
    }
    if (parts[2] === 'program_ids') return `${who}: ${t('athlete.programs')}`;
    if (ATHLETE_FIELDS.includes(parts[2] ?? '')) return `${who}: ${translateKey(t, `athlete.${parts[2]}`)}`;
    return who;
  }
  if (parts[0] === 'card') return translateKey(t, `card.${parts[1]}`);
  if (parts[0] === 'form') return t('errors.other');
  if (parts[0] === 'voucher_code') return t('billing.voucher');
  if (parts[0] === 'start_date' || parts[0] === 'referral') return t(`billing.${parts[0]}`);
  return path;
}

type Props = { errors: Record<string, unknown>; programs: ProgramWithSlots[]; ref?: Ref<HTMLDivElement> };

export function ErrorSummary({ errors, programs, ref }: Props) {
  const { t } = useTranslation('registration');
  const paths = Object.keys(errors).filter((k) => errors[k]);
  if (paths.length === 0) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="red"
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      title={t('errors.summaryTitle')}
    >
      <List size="sm" spacing={2}>
        {paths.map((p) => (
          <List.Item key={p}>
            {fieldLabel(p, t, programs)}: {String(errors[p])}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
