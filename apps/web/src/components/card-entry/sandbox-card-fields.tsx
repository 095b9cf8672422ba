// Card number, expiry and CVC for the built-in sandbox provider. The number is grouped by four as it
// is typed and Luhn-checked before anything is sent (card.ts). The fields belong to the caller's
// form (registration, Pay, Update Card): it hands in each field's input props and a setter.
import { SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { formatCardNumber, formatExpiry, type CardValues } from './card';

type Props = {
  inputProps: (field: keyof CardValues) => GetInputPropsReturnType;
  setValue: (field: keyof CardValues, value: string) => void;
};

export function SandboxCardFields({ inputProps, setValue }: Props) {
  const { t } = useTranslation('payments');
  return (
    <>
      <TextInput
        {...inputProps('number')}
        onChange={(e) => setValue('number', formatCardNumber(e.currentTarget.value))}
        label={t('card.number')}
        withAsterisk
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        maxLength={23}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          {...inputProps('expiry')}
          onChange={(e) => setValue('expiry', formatExpiry(e.currentTarget.value))}
          label={t('card.expiry')}
          withAsterisk
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('card.expiryPlaceholder')}
          maxLength={5}
        />
        <TextInput
          {...inputProps('cvc')}
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
