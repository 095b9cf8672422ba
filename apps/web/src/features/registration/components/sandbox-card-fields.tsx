// Card number, expiry and CVC for the built-in sandbox provider. The number is grouped by four as it
// is typed and Luhn-checked before anything is sent (card.ts).
import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { formatCardNumber, formatExpiry } from '../card';
import type { RegistrationValues } from '../registration-form';

export function SandboxCardFields({ form }: { form: UseFormReturnType<RegistrationValues> }) {
  const { t } = useTranslation('registration');
  const number = form.getInputProps('card.number');
  const expiry = form.getInputProps('card.expiry');
  return (
    <>
      <TextInput
        {...number}
        onChange={(e) => form.setFieldValue('card.number', formatCardNumber(e.currentTarget.value))}
        label={t('card.number')}
        withAsterisk
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        maxLength={23}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          {...expiry}
          onChange={(e) => form.setFieldValue('card.expiry', formatExpiry(e.currentTarget.value))}
          label={t('card.expiry')}
          withAsterisk
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('card.expiryPlaceholder')}
          maxLength={5}
        />
        <TextInput
          {...form.getInputProps('card.cvc')}
          label={t('card.cvc')}
          withAsterisk
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
        />
      </SimpleGrid>
    </>
  );
}
