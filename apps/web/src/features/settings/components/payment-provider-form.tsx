// The Payments section of Manage Settings: sandbox or Stripe, and the club's
// Stripe keys. The publishable key is public and shown; the secret key and the webhook secret are
// never sent back by the server: the fields start blank, say whether one is saved (masked), and a
// value typed in replaces it. Key shapes are checked here and again by the server.
import { useState } from 'react';
import { Alert, Button, Code, Group, Paper, PasswordInput, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { PaymentProviderSettings, StoredSecret } from '@springboard/contract/settings';
import { settingsOperations } from '@springboard/contract/operations/settings';
import { toast } from '../../../lib/toast';
import { useOperationCache, useOperationMutation } from '../../../lib/operations';
import { paymentBody, paymentErrors, paymentToValues, type PaymentValues } from '../settings-form';
import { errorText, apiFieldErrors } from '../../../lib/server-messages';

const MONO = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

/** A key field's hint, then what is saved (masked) or "Not set" on its own line. */
function KeyHint({ hint, status }: { hint: string; status: string }) {
  return (
    <>
      {hint}
      <Text component="span" display="block" size="xs" fw={600} c="var(--mantine-color-text)" mt={2}>
        {status}
      </Text>
    </>
  );
}

export function PaymentProviderForm({ saved }: { saved: PaymentProviderSettings }) {
  const { t } = useTranslation('settings');
  const cache = useOperationCache();
  // The club's public settings name the provider and its publishable key (the registration page
  // reads them), so they refresh too.
  const update = useOperationMutation(settingsOperations.updatePaymentProvider, {
    onSuccess: (saved) => cache.set(settingsOperations.paymentProvider, {}, saved),
    invalidates: [settingsOperations.get],
  });
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PaymentValues>({
    initialValues: paymentToValues(saved),
    validate: (v) => paymentErrors(v, saved, t),
    validateInputOnBlur: true,
  });
  const stripe = form.getValues().payment_provider === 'stripe';
  const closeLabel = t('close');

  const status = (s: StoredSecret) =>
    s.set ? (s.masked ? t('payments.savedKey', { masked: s.masked }) : t('payments.savedUnreadable')) : t('payments.notSet');

  const submit = async (v: PaymentValues) => {
    setFormError(null);
    try {
      // The page keys this form on the saved state: the answer remounts it with blank secret fields.
      await update.mutateAsync({ body: paymentBody(v) });
      toast('success', t('saved'), { closeLabel });
    } catch (err) {
      const errors = apiFieldErrors(err, t);
      form.setErrors(errors);
      const message = errorText(err, t);
      if (!Object.keys(errors).length) setFormError(message);
      toast('error', t('failed', { message }), { closeLabel });
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="settings-payments">
      <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h3" id="settings-payments">
              {t('payments.heading')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('payments.lead')}
            </Text>
          </div>
          <Radio.Group {...form.getInputProps('payment_provider')} label={t('payments.provider')} withAsterisk>
            <Stack gap="xs" mt={6}>
              <Radio value="sandbox" label={t('payments.sandbox')} />
              <Radio value="stripe" label={t('payments.stripe')} />
            </Stack>
          </Radio.Group>
          {!stripe && (saved.stripe_secret_key.set || saved.stripe_publishable_key) && (
            <Text size="sm" c="dimmed">
              {t('payments.keysKept')}
            </Text>
          )}
          <TextInput
            {...form.getInputProps('stripe_publishable_key')}
            label={t('payments.publishable')}
            description={t('payments.publishableHint')}
            placeholder="pk_live_…"
            withAsterisk={stripe}
            autoComplete="off"
            spellCheck={false}
            styles={MONO}
          />
          <PasswordInput
            {...form.getInputProps('stripe_secret_key')}
            label={t('payments.secret')}
            description={<KeyHint hint={t('payments.secretHint')} status={status(saved.stripe_secret_key)} />}
            styles={MONO}
            placeholder={saved.stripe_secret_key.set ? t('payments.replacePlaceholder') : t('payments.newPlaceholder')}
            withAsterisk={stripe && !saved.stripe_secret_key.set}
            autoComplete="new-password"
            spellCheck={false}
          />
          <PasswordInput
            {...form.getInputProps('stripe_webhook_secret')}
            label={t('payments.webhook')}
            description={<KeyHint hint={t('payments.webhookHint')} status={status(saved.stripe_webhook_secret)} />}
            styles={MONO}
            placeholder={saved.stripe_webhook_secret.set ? t('payments.replacePlaceholder') : t('payments.newPlaceholder')}
            autoComplete="new-password"
            spellCheck={false}
          />
          <div>
            <Text size="sm" fw={500}>
              {t('payments.webhookUrl')}
            </Text>
            <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {saved.webhook_url}
            </Code>
          </div>
          {formError && (
            <Alert color="red" variant="light" role="alert">
              {formError}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={update.isPending}>
              {t('payments.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
