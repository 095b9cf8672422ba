// A member's own invoices: the balance (the server's, of every invoice), then each invoice with Pay when it is still owed and
// "Already Paid" when it is settled. Used by member/view-invoice and, for a member, by /invoices.
import { useCallback, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@springboard/contract/invoices';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { formatMoney, toCents } from '@springboard/contract/money';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { BalanceCard } from '../../../components/invoices/balance-card';
import { canPay, isPaid } from '../../../components/invoices/invoice-state';
import { DARK_GREEN, InvoicesTable } from '../../../components/invoices/invoices-table';
import { serverText } from '../../../components/invoices/server-text';
import { useAuth } from '../../../lib/auth-context';
import { useOperation } from '../../../lib/operations';
import { PayInvoiceDialog } from './pay-invoice-dialog';
import { writeRecordText } from '@springboard/contract/record-texts';

export function MemberInvoicesView() {
  const { t, i18n } = useTranslation('invoices');
  const { user } = useAuth();
  const membershipId = user?.membership_id;
  const invoices = usePagedList(invoiceOperations.listOfMembership, membershipId ? { params: { id: membershipId } } : null);
  const membership = useOperation(membershipOperations.mine, {}, { enabled: !!membershipId, retry: false });
  const [paying, setPaying] = useState<Invoice | null>(null);
  // A signed-in person without a membership yet owes nothing.
  const balance = !membershipId ? 0 : membership.data?.balance;
  const lang = i18n.resolvedLanguage;

  const actions = useCallback(
    (i: Invoice) =>
      canPay(i) ? (
        <Button
          size="xs"
          onClick={() => setPaying(i)}
          aria-label={t('member.payAria', {
            amount: formatMoney(toCents(i.amount_due), lang === 'es' ? 'es-US' : 'en-US'),
            description: writeRecordText(i.description_text, i.description, lang),
          })}
        >
          {t('member.pay')}
        </Button>
      ) : isPaid(i) ? (
        <Text span size="sm" fw={600} c={DARK_GREEN} style={{ whiteSpace: 'nowrap' }}>
          {t('alreadyPaid')}
        </Text>
      ) : null,
    [t, lang],
  );

  return (
    <Stack gap="md">
      <BalanceCard balance={membership.isError ? undefined : balance} explain />
      <InvoicesTable
        list={invoices}
        error={invoices.failed ? serverText(invoices.error, t) : null}
        actions={actions}
        csvFileName="my-invoices.csv"
      />
      {paying ? <PayInvoiceDialog key={paying.id} invoice={paying} onClose={() => setPaying(null)} /> : null}
    </Stack>
  );
}
