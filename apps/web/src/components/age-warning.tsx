// The server's warning that an athlete's age is outside a class's ages (409 age_outside_class): the
// screen shows it and asks staff to confirm, then sends the same enrolment with confirm_age.
import { Alert, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';

export type AgeOutside = { age: number; min: number; max: number };

/** The ages of an age_outside_class refusal; null for any other failure. */
export function ageOutside(err: unknown): AgeOutside | null {
  if (!(err instanceof ApiError) || err.code !== 'age_outside_class') return null;
  const p = err.params ?? err.details[0]?.params ?? {};
  return { age: Number(p.age), min: Number(p.min), max: Number(p.max) };
}

export function AgeWarning({ ages, name }: { ages: AgeOutside; name: string }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="yellow" role="alert" title={t('ageWarning.title')}>
      {t('ageWarning.text', { name, ...ages })}
    </Alert>
  );
}

/** Opens the confirmation for an enrolment outside the class's ages; `onConfirm` sends it again with
 *  confirm_age. `t` is the `common` namespace's. */
export function askAgeConfirmation(o: { ages: AgeOutside; name: string; t: TFunction<'common'>; onConfirm: () => void }) {
  modals.openConfirmModal({
    title: o.t('ageWarning.title'),
    children: <Text size="sm">{o.t('ageWarning.text', { name: o.name, ...o.ages })}</Text>,
    labels: { confirm: o.t('ageWarning.confirm'), cancel: o.t('ageWarning.cancel') },
    confirmProps: { color: 'orange.9' },
    closeButtonProps: { 'aria-label': o.t('ageWarning.cancel') },
    onConfirm: o.onConfirm,
  });
}
