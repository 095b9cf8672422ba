// Before autopay is turned on, what it authorises: the unpaid invoices it will charge and when, the
// saved card it charges, and how to stop it. Nothing changes until the family confirms.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, List, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { invoiceNumberLabel } from '@springboard/contract/invoice-lines';
import { writeRecordText } from '@springboard/contract/record-texts';
import type { Membership } from '@springboard/contract/memberships';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import { paymentOperations } from '@springboard/contract/operations/payments';
import { brandName } from '../../../components/card-entry/card';
import { DateText } from '../../../components/date-text';
import { Money } from '../../../components/money';
import { paths } from '../../../config/paths';
import { useOperation } from '../../../lib/operations';
import { useTenant } from '../../../lib/tenant-context';

type Props = { membership: Membership; pending: boolean; onConfirm: () => void; onClose: () => void };

/** One part of what autopay authorises, under its own heading. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb={4}>
        {title}
      </Title>
      {children}
    </section>
  );
}

export function AutopayConfirm({ membership, pending, onConfirm, onClose }: Props) {
  const { t, i18n } = useTranslation('profile');
  const { club } = useTenant();
  const customerId = membership.stripe_customer_id;
  const invoices = useOperation(invoiceOperations.listOfMembership, { params: { id: membership.id }, query: {} });
  const cards = useOperation(paymentOperations.savedCards, customerId ? { params: { id: customerId } } : null);
  const unpaid = (invoices.data ?? []).filter((i) => i.status === 'pending' || i.status === 'overdue');
  const card = cards.data?.find((c) => c.is_default) ?? null;
  const loading = invoices.isLoading || (!!customerId && cards.isLoading);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('autopay.confirm.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {loading ? (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm" role="status">
            {t('autopay.confirm.loading')}
          </Text>
        </Group>
      ) : (
        <Stack gap="md">
          <Text>{t('autopay.confirm.lead')}</Text>
          <Part id="autopay-invoices" title={t('autopay.confirm.invoicesTitle')}>
            {unpaid.length ? (
              <List size="sm" spacing={4}>
                {unpaid.map((i) => (
                  <List.Item key={i.id}>
                    {invoiceNumberLabel(i.number)} · {writeRecordText(i.description_text, i.description, i18n.resolvedLanguage)} ·{' '}
                    <Money dollars={i.amount_due} /> · {t('autopay.confirm.due')} <DateText value={i.due_date} />
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm">{t('autopay.confirm.noInvoices')}</Text>
            )}
            <Text size="sm" mt={4}>
              {t('autopay.confirm.future')}
            </Text>
          </Part>
          <Part id="autopay-when" title={t('autopay.confirm.whenTitle')}>
            <Text size="sm">{t('autopay.confirm.when')}</Text>
          </Part>
          <Part id="autopay-card" title={t('autopay.confirm.cardTitle')}>
            {card ? (
              <Text size="sm">
                {t('autopay.confirm.card', {
                  brand: brandName(card.brand),
                  last4: card.last4,
                  month: String(card.exp_month).padStart(2, '0'),
                  year: card.exp_year,
                })}
              </Text>
            ) : (
              <Alert color="yellow" p="xs">
                {t('autopay.confirm.noCard')}{' '}
                <Anchor component={Link} to={paths.member.updateCard.href(club)}>
                  {t('autopay.confirm.addCard')}
                </Anchor>
              </Alert>
            )}
          </Part>
          <Part id="autopay-stop" title={t('autopay.confirm.stopTitle')}>
            <Text size="sm">{t('autopay.confirm.stop')}</Text>
          </Part>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('autopay.confirm.cancel')}
            </Button>
            <Button loading={pending} onClick={onConfirm}>
              {t('autopay.confirm.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
