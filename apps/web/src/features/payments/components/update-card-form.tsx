// Update Card's form: the card confirmed with the club's provider as a saved card (a setup intent),
// then made the family's card. "Card updated successfully!", or the message of the step that
// failed: the customer, the card ("Error updating card: {message}" with the provider's reason) or
// the save.
import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardEntryFields, useCardEntry } from '../../../components/card-entry/card-entry';
import { serverText } from '../../../components/invoices/server-text';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { UpdateCardFailed, useUpdateCard } from '../api/update-card';

export function UpdateCardForm({ customerId, email }: { customerId: string | null; email: string }) {
  const { t } = useTranslation('payments');
  const { t: ti } = useTranslation('invoices');
  const entry = useCardEntry('setup');
  const update = useUpdateCard();
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (update.isPending) return;
    setFailure(null);
    if (!entry.check()) {
      if (entry.provider !== 'sandbox') setFailure({ title: t('update.failedTitle'), text: t('card.notReady') });
      return;
    }
    try {
      await update.mutateAsync({ customerId, email, confirm: entry.confirm });
      toast('success', t('update.done'), { closeLabel: t('close') });
      entry.reset();
    } catch (err) {
      const f = err instanceof UpdateCardFailed ? err : new UpdateCardFailed('backend', err, null);
      // The server's refusal in the reader's words (by its code); a card the provider's form declined
      // in the provider's own words (its card form speaks the reader's language).
      const reason = f.failure instanceof ApiError ? serverText(f.failure, ti) : f.reason;
      const text =
        f.step === 'customer'
          ? t('update.customerFailed')
          : f.step === 'card'
            ? reason
              ? t('update.error', { message: reason })
              : t('update.createFailed')
            : t('update.backendFailed');
      setFailure({ title: t('update.failedTitle'), text });
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="update-card-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="update-card-title">
            {t('update.formTitle')}
          </Title>
          {failure ? (
            <Alert color="red" title={failure.title} role="alert">
              {failure.text}
            </Alert>
          ) : null}
          <CardEntryFields entry={entry} />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('update.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
