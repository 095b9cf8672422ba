// The Manage Settings form: club name, landing style, colours and contact info; the card fee,
// tax (its rate and the kinds of line it applies to, shown while tax is on), the first month charged
// at registration and late fees; automatic invoicing, whose frequency, day and time show
// only when it is on; and the payment reminder schedule (days before the due date, on it, every N
// days while overdue). Checked by the contract's schema before it is sent; only the fields the admin
// changed are sent. The server's refusals land under the same fields, with a toast for success or failure.
import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  ColorInput,
  Group,
  NumberInput,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import {
  AUTO_INVOICE_DAYS,
  AUTO_INVOICE_FREQUENCIES,
  LANDING_LAYOUTS,
  REMINDER_MAX_DAYS,
  TAXABLE_KINDS,
} from '@springboard/contract/settings';
import { settingsOperations } from '@springboard/contract/operations/settings';
import { toast } from '../../../lib/toast';
import { useOperationMutation } from '../../../lib/operations';
import { useSavedSettings } from './use-saved-settings';
import { settingsBody, settingsErrors, type SettingsValues } from '../settings-form';
import { errorText, apiFieldErrors } from '../../../lib/server-messages';

/** Every IANA time zone the browser knows, for the club's time zone (the calendar feed). */
const TIME_ZONES: string[] = [
  ...new Set([
    ...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['America/New_York']),
    'UTC',
  ]),
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

type Props = { initialValues: SettingsValues; coloursSaved: boolean };

/** The make-up settings, each a whole number in its range (the server's). */
const MAKEUP_INPUTS = [
  { field: 'makeup_tokens_per_term', min: 0, max: 50, suffix: '' },
  { field: 'makeup_token_valid_days', min: 1, max: 365, suffix: '' },
  { field: 'absence_cutoff_hours', min: 0, max: 168, suffix: ' h' },
  { field: 'makeup_booking_cutoff_hours', min: 0, max: 168, suffix: ' h' },
] as const;

export function SettingsForm({ initialValues, coloursSaved }: Props) {
  const { t } = useTranslation('settings');
  const showSaved = useSavedSettings();
  const save = useOperationMutation(settingsOperations.update, { onSuccess: showSaved });
  const [formError, setFormError] = useState<string | null>(null);
  /** The values as the server has them: what a save compares against to send only the changes. */
  const [loaded, setLoaded] = useState(initialValues);
  const form = useForm<SettingsValues>({ initialValues, validate: (v) => settingsErrors(v, t), validateInputOnBlur: true });
  const values = form.getValues();
  const closeLabel = t('close');

  const submit = async (v: SettingsValues) => {
    setFormError(null);
    try {
      const body = settingsBody(v, loaded);
      if (Object.keys(body).length) await save.mutateAsync({ body });
      setLoaded(v);
      form.resetDirty();
      toast('success', t('saved'), { closeLabel });
    } catch (err) {
      const errors = apiFieldErrors(err, t);
      form.setErrors(errors);
      const message = errorText(err, t);
      if (!Object.keys(errors).length) setFormError(message);
      toast('error', t('failed', { message }), { closeLabel });
    }
  };

  const focusFirstError = () => {
    setFormError(t('fixErrors'));
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const colour = (field: 'primary_color' | 'secondary_color', label: string) => (
    <ColorInput
      {...form.getInputProps(field)}
      label={label}
      description={t('club.colorHint')}
      format="hex"
      withEyeDropper={false}
      withAsterisk
      swatches={['#ff6600', '#333333', '#4f46e5', '#0b7285', '#2b8a3e', '#c92a2a', '#862e9c', '#1864ab']}
    />
  );

  return (
    <form onSubmit={form.onSubmit((v) => void submit(v), focusFirstError)} noValidate>
      <Stack gap="lg">
        <Section id="settings-club" title={t('club.heading')}>
          <TextInput {...form.getInputProps('name')} label={t('club.name')} withAsterisk maxLength={120} />
          <Radio.Group {...form.getInputProps('landing_layout')} label={t('club.layout')}>
            <Stack gap="xs" mt={6}>
              {LANDING_LAYOUTS.map((l) => (
                <Radio key={l} value={l} label={t(`club.layouts.${l}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {colour('primary_color', t('club.primary'))}
            {colour('secondary_color', t('club.secondary'))}
          </SimpleGrid>
          {!coloursSaved && (
            <Text size="sm" c="dimmed">
              {t('club.defaultLook')}
            </Text>
          )}
          <Textarea
            {...form.getInputProps('contact_info')}
            label={t('club.contact')}
            description={t('club.contactHint')}
            autosize
            minRows={3}
            maxRows={8}
          />
          <Select
            {...form.getInputProps('time_zone')}
            // Typing searches afresh: the current zone is selected on focus, so a key replaces it.
            onFocus={(e) => {
              e.currentTarget.select();
              form.getInputProps('time_zone').onFocus?.(e);
            }}
            label={t('club.timeZone')}
            description={t('club.timeZoneHint')}
            data={TIME_ZONES}
            searchable
            allowDeselect={false}
            withAsterisk
          />
        </Section>

        <Section id="settings-billing" title={t('billing.heading')}>
          <NumberInput
            {...form.getInputProps('credit_card_fee')}
            label={t('billing.fee')}
            description={t('billing.feeHint')}
            withAsterisk
            suffix="%"
            min={0}
            max={100}
            decimalScale={2}
            allowNegative={false}
            inputMode="decimal"
            maw={260}
          />
          <Switch
            {...form.getInputProps('tax_enabled', { type: 'checkbox' })}
            label={t('billing.tax')}
            description={t('billing.taxHint')}
          />
          {values.tax_enabled && (
            <Stack gap="sm" pl={{ base: 0, sm: 'xl' }}>
              <NumberInput
                {...form.getInputProps('tax_rate')}
                label={t('billing.taxRate')}
                description={t('billing.taxRateHint')}
                suffix="%"
                min={0}
                max={100}
                decimalScale={3}
                allowNegative={false}
                inputMode="decimal"
                maw={260}
              />
              <Checkbox.Group
                {...form.getInputProps('taxable_kinds')}
                label={t('billing.taxableKinds')}
                description={t('billing.taxableKindsHint')}
              >
                <Stack gap={6} mt={6}>
                  {TAXABLE_KINDS.map((k) => (
                    <Checkbox key={k} value={k} label={t(`billing.kinds.${k}`)} />
                  ))}
                </Stack>
              </Checkbox.Group>
            </Stack>
          )}
          <Switch
            {...form.getInputProps('charge_first_month_at_registration', { type: 'checkbox' })}
            label={t('billing.firstMonth')}
            description={t('billing.firstMonthHint')}
          />
          <Switch
            {...form.getInputProps('applied_late_fees', { type: 'checkbox' })}
            label={t('billing.lateFees')}
            description={t('billing.lateFeesHint')}
          />
        </Section>

        <Section id="settings-waitlist" title={t('waitlist.heading')}>
          <NumberInput
            {...form.getInputProps('waitlist_offer_hours')}
            label={t('waitlist.offerHours')}
            description={t('waitlist.offerHoursHint')}
            withAsterisk
            suffix=" h"
            min={1}
            max={720}
            decimalScale={0}
            allowNegative={false}
            inputMode="numeric"
            maw={260}
          />
        </Section>

        <Section id="settings-makeups" title={t('makeups.heading')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {MAKEUP_INPUTS.map(({ field, max, min, suffix }) => (
              <NumberInput
                key={field}
                {...form.getInputProps(field)}
                label={t(`makeups.${field}`)}
                description={t(`makeups.${field}_hint`)}
                suffix={suffix}
                min={min}
                max={max}
                decimalScale={0}
                allowNegative={false}
                inputMode="numeric"
              />
            ))}
          </SimpleGrid>
        </Section>

        <Section id="settings-auto-invoice" title={t('autoInvoice.heading')}>
          <Switch {...form.getInputProps('auto_invoice_enabled', { type: 'checkbox' })} label={t('autoInvoice.enabled')} />
          {values.auto_invoice_enabled && (
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <Select
                {...form.getInputProps('auto_invoice_frequency')}
                label={t('autoInvoice.frequency')}
                data={AUTO_INVOICE_FREQUENCIES.map((f) => ({ value: f, label: t(`autoInvoice.frequencies.${f}`) }))}
                allowDeselect={false}
                withAsterisk
              />
              <Select
                {...form.getInputProps('auto_invoice_day')}
                label={t('autoInvoice.day')}
                data={AUTO_INVOICE_DAYS.map((d) => ({ value: d, label: t(`autoInvoice.days.${d}`) }))}
                allowDeselect={false}
                withAsterisk
              />
              <TimeInput {...form.getInputProps('auto_invoice_time')} label={t('autoInvoice.time')} withAsterisk />
            </SimpleGrid>
          )}
        </Section>

        <Section id="settings-reminders" title={t('reminders.heading')}>
          <Text size="sm" c="dimmed">
            {t('reminders.lead')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              {...form.getInputProps('email_schedules.before_due_days')}
              label={t('reminders.beforeDueDays')}
              description={t('reminders.beforeDueDaysHint')}
              min={1}
              max={REMINDER_MAX_DAYS}
              decimalScale={0}
              allowNegative={false}
              inputMode="numeric"
            />
            <NumberInput
              {...form.getInputProps('email_schedules.overdue_every_days')}
              label={t('reminders.overdueEveryDays')}
              description={t('reminders.overdueEveryDaysHint')}
              min={1}
              max={REMINDER_MAX_DAYS}
              decimalScale={0}
              allowNegative={false}
              inputMode="numeric"
            />
          </SimpleGrid>
          <Switch
            {...form.getInputProps('email_schedules.on_due_date', { type: 'checkbox' })}
            label={t('reminders.onDueDate')}
            description={t('reminders.onDueDateHint')}
          />
        </Section>

        {formError && (
          <Alert color="red" variant="light" role="alert">
            {formError}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
