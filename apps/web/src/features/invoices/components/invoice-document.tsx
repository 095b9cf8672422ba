// An invoice as a document a family can keep: the club, its number, the family, its dates and
// status, the lines it is made of and their total, what was paid and what is left to pay. The
// invoice page and the receipt show it; it prints on its own (components/print-document.module.css).
import type { ReactNode } from 'react';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@springboard/contract/invoices';
import { formatDate } from '../../../lib/dates';
import { Money } from '../../../components/money';
import { DARK_GREEN } from '../../../components/invoices/invoices-table';
import { displayStatus, invoiceLabel, isPaid } from '../../../components/invoices/invoice-state';
import { translateKey } from '../../../lib/i18n';
import { useTenant } from '../../../lib/tenant-context';
import css from '../../../components/print-document.module.css';
import { writeRecordText } from '@springboard/contract/record-texts';

type Props = {
  invoice: Invoice;
  /** The document's heading (Invoice, or Receipt). */
  heading: string;
  /** What the receipt adds above the lines (the payment). */
  children?: ReactNode;
};

export function InvoiceDocument({ invoice: i, heading, children }: Props) {
  const { t, i18n } = useTranslation('invoices');
  const lang = i18n.resolvedLanguage;
  const { clubName } = useTenant();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" className={css.document} data-testid="invoice-document">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Text fw={700} size="lg">
              {clubName}
            </Text>
            <Title order={2} size="h3">
              {heading} <span style={{ whiteSpace: 'nowrap' }}>{invoiceLabel(i)}</span>
            </Title>
          </div>
          <Badge variant="outline" size="lg" color={isPaid(i) ? DARK_GREEN : 'red.9'} bg="white">
            {translateKey(t, `status.${displayStatus(i)}`)}
          </Badge>
        </Group>
        <Group gap="xl" wrap="wrap" align="flex-start">
          <div>
            <Text size="sm" c="dimmed">
              {t('document.billedTo')}
            </Text>
            <Text fw={600}>
              {i.membership.first_name} {i.membership.last_name}
            </Text>
            <Text size="sm">{i.membership.email}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t('document.issued')}
            </Text>
            <Text>{formatDate(i.created_at, lang)}</Text>
          </div>
          <div>
            <Text size="sm" c="dimmed">
              {t('columns.due_date')}
            </Text>
            <Text>{formatDate(i.due_date, lang)}</Text>
          </div>
        </Group>
        <Text fw={600}>{writeRecordText(i.description_text, i.description, lang)}</Text>
        {i.status === 'cancelled' && i.void_reason ? (
          <Text c="red.9" data-testid="void-reason">
            {t('document.voided', { reason: i.void_reason, date: i.voided_at ? formatDate(i.voided_at, lang) : '' })}
          </Text>
        ) : null}
        {children}
        <Table striped={false} withRowBorders verticalSpacing="xs" data-testid="invoice-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('document.item')}</Table.Th>
              <Table.Th ta="right">{t('columns.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {i.lines.map((l) => (
              <Table.Tr key={l.id}>
                <Table.Td>
                  <Text size="sm">{writeRecordText(l.description_text, l.description, lang)}</Text>
                  <Text size="xs" c="dimmed">
                    {translateKey(t, `lineKind.${l.kind}`)}
                    {l.athlete_name ? ` · ${l.athlete_name}` : ''}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                  <Money dollars={l.amount} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Total label={t('document.total')} dollars={i.amount} strong />
            <Total label={t('document.paid')} dollars={i.amount_paid} />
            <Total label={t('document.due')} dollars={i.amount_due} strong />
          </Table.Tfoot>
        </Table>
      </Stack>
    </Paper>
  );
}

function Total({ label, dollars, strong }: { label: string; dollars: number; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Td ta="right" fw={strong ? 700 : 400}>
        {label}
      </Table.Td>
      <Table.Td ta="right" fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        <Money dollars={dollars} />
      </Table.Td>
    </Table.Tr>
  );
}
