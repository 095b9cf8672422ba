// A card taken on a signed-in screen (Pay with a new card, Update Card): the name on the card and
// either our own sandbox fields or Stripe's card element, by the club's provider. The screen keeps
// the hook's handle: `check()` before asking the server for an intent, `confirm(secret)` after.
import { lazy, Suspense, useCallback, useRef } from 'react';
import { Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { translateKey } from '../../lib/i18n';
import { useTenant } from '../../lib/tenant-context';
import { cardDigits, cardErrors, parseExpiry, type CardValues } from './card';
import type { CardConfirmer, CardResult } from './card-confirmer';
import { confirmSandboxCard } from './confirm-sandbox-card';
import { SandboxCardFields } from './sandbox-card-fields';

const StripeCardField = lazy(() => import('./stripe-card-field'));

const EMPTY: CardValues = { number: '', expiry: '', cvc: '', name: '' };

export type CardIntent = 'payment' | 'setup';

export function useCardEntry(intent: CardIntent) {
  const { t } = useTranslation('payments');
  const { settings, publicApi } = useTenant();
  const provider = settings?.payment_provider ?? 'sandbox';
  const publishableKey = settings?.stripe_publishable_key ?? null;
  const form = useForm<CardValues>({ mode: 'controlled', initialValues: EMPTY });
  const stripe = useRef<CardConfirmer | null>(null);
  const onStripeConfirmer = useCallback((c: CardConfirmer | null) => {
    stripe.current = c;
  }, []);

  /** Shows what is wrong with the typed card; true when it may be sent. */
  const check = useCallback((): boolean => {
    const values = form.getValues();
    const errors: Partial<Record<keyof CardValues, string>> =
      provider === 'sandbox' ? cardErrors(values) : values.name.trim() ? {} : { name: 'validation.cardNameRequired' };
    form.setErrors(Object.fromEntries(Object.entries(errors).map(([f, key]) => [f, translateKey(t, `card.${key}`)])));
    if (Object.keys(errors).length > 0) return false;
    return provider === 'sandbox' || !!stripe.current?.ready;
  }, [form, provider, t]);

  const confirm = useCallback(
    async (clientSecret: string): Promise<CardResult> => {
      const values = form.getValues();
      const name = values.name.trim();
      if (provider !== 'sandbox') {
        if (!stripe.current?.ready) return { status: 'requires_payment_method', error: t('card.notReady') };
        return stripe.current.confirm(clientSecret, name);
      }
      const expiry = parseExpiry(values.expiry)!;
      const r = await confirmSandboxCard(publicApi, {
        client_secret: clientSecret,
        card_number: cardDigits(values.number),
        exp_month: expiry.month,
        exp_year: expiry.year,
        cvc: values.cvc.trim(),
        name,
      });
      return {
        status: r.status,
        ...(r.error ? { error: r.error } : {}),
        ...(r.payment_method ? { paymentMethodId: r.payment_method } : {}),
      };
    },
    [form, provider, publicApi, t],
  );

  const reset = useCallback(() => form.reset(), [form]);

  return { form, provider, publishableKey, intent, onStripeConfirmer, check, confirm, reset };
}

export type CardEntry = ReturnType<typeof useCardEntry>;

/** The fields of a card entry; the caller places them in its own form and submit button. */
export function CardEntryFields({ entry }: { entry: CardEntry }) {
  const { t } = useTranslation('payments');
  const { form } = entry;
  return (
    <Stack gap="sm">
      {entry.provider === 'sandbox' ? (
        <Text size="sm" c="gray.7">
          {t('card.sandboxHint')}
        </Text>
      ) : null}
      <TextInput {...form.getInputProps('name')} label={t('card.name')} withAsterisk autoComplete="cc-name" />
      {entry.provider === 'stripe' && entry.publishableKey ? (
        <Suspense fallback={<Loader size="sm" aria-label={t('card.loadingProvider')} />}>
          <StripeCardField
            publishableKey={entry.publishableKey}
            onConfirmer={entry.onStripeConfirmer}
            intent={entry.intent}
            error={form.errors.number as string | undefined}
          />
        </Suspense>
      ) : entry.provider === 'stripe' ? (
        <Text size="sm" c="red.9" role="alert">
          {t('card.providerMissing')}
        </Text>
      ) : (
        <SandboxCardFields inputProps={(f) => form.getInputProps(f)} setValue={(f, v) => form.setFieldValue(f, v)} />
      )}
    </Stack>
  );
}
