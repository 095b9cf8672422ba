// The card field of a club that takes payments with Stripe: Stripe Elements' CardElement with the
// club's publishable key. Loaded lazily, and through '@stripe/stripe-js/pure' so a sandbox club never
// fetches Stripe.js. It hands the page a confirm function once Stripe and the element are ready:
// for a payment intent (pay now) or, with intent 'setup', a setup intent (save the card).
import { useEffect, useMemo, useState } from 'react';
import { Input, Text } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useTranslation } from 'react-i18next';
import type { CardConfirmer } from './card-confirmer';

type Props = {
  publishableKey: string;
  onConfirmer: (confirm: CardConfirmer | null) => void;
  error?: string;
  /** 'payment' confirms a payment intent (default); 'setup' a setup intent and answers its payment method. */
  intent?: 'payment' | 'setup';
};

export default function StripeCardField({ publishableKey, onConfirmer, error, intent = 'payment' }: Props) {
  const { i18n } = useTranslation();
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  // Stripe.js writes its own card messages; it writes them in the page's language.
  const locale = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  return (
    <Elements stripe={stripe} options={{ locale }} key={locale}>
      <CardInput onConfirmer={onConfirmer} error={error} intent={intent} />
    </Elements>
  );
}

function CardInput({ onConfirmer, error, intent }: Omit<Props, 'publishableKey'>) {
  const { t } = useTranslation('payments');
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);
  const [elementError, setElementError] = useState<string | null>(null);

  useEffect(() => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) {
      onConfirmer(null);
      return;
    }
    onConfirmer({
      ready: complete,
      confirm: async (clientSecret, name) => {
        const payment_method = { card, billing_details: { name } };
        if (intent === 'setup') {
          const setup = await stripe.confirmCardSetup(clientSecret, { payment_method });
          if (setup.error) return { status: 'requires_payment_method', error: setup.error.message ?? t('card.declined') };
          const method = setup.setupIntent?.payment_method;
          const paymentMethodId = typeof method === 'string' ? method : method?.id;
          if (setup.setupIntent?.status === 'succeeded' && paymentMethodId) return { status: 'succeeded', paymentMethodId };
          return { status: 'requires_payment_method', error: t('card.declined') };
        }
        const result = await stripe.confirmCardPayment(clientSecret, { payment_method });
        if (result.error) return { status: 'requires_payment_method', error: result.error.message ?? t('card.declined') };
        if (result.paymentIntent?.status === 'succeeded') return { status: 'succeeded' };
        return { status: 'requires_payment_method', error: t('card.declined') };
      },
    });
    return () => onConfirmer(null);
  }, [stripe, elements, complete, onConfirmer, t, intent]);

  const shown = error ?? elementError ?? undefined;
  return (
    <Input.Wrapper label={t('card.details')} withAsterisk error={shown} id="stripe-card">
      <div
        style={{
          border: `1px solid ${shown ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`,
          borderRadius: 'var(--mantine-radius-md)',
          padding: '10px 12px',
          background: 'var(--mantine-color-body)',
        }}
      >
        <CardElement
          id="stripe-card"
          options={{ hidePostalCode: true, style: { base: { fontSize: '16px' } } }}
          onChange={(e) => {
            setComplete(e.complete);
            setElementError(e.error?.message ?? null);
          }}
        />
      </div>
      {!stripe ? (
        <Text size="xs" c="gray.7" mt={4}>
          {t('card.loadingProvider')}
        </Text>
      ) : null}
    </Input.Wrapper>
  );
}
