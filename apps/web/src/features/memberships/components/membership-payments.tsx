// The open family's payments (staff who see invoices): what was paid and refunded, with Refund for
// staff holding manage_credits, and a link to the family's statement.
import { Anchor, Card, Group, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paymentOperations } from '@springboard/contract/operations/payments';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { serverText } from '../../../components/invoices/server-text';
import { PaymentsTable } from '../../../components/payments/payments-table';
import { paths } from '../../../config/paths';
import { useTenant } from '../../../lib/tenant-context';

/** Beside the memberships list, whose page stays in the address: its own parameters. */
const PAGING = { prefix: 'payments' };

export function MembershipPayments({ membershipId }: { membershipId: string }) {
  const { t: ti } = useTranslation('invoices');
  const { t: tc } = useTranslation('credits');
  const { club } = useTenant();
  const payments = usePagedList(paymentOperations.listOfMembership, { params: { id: membershipId } }, PAGING);
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="family-payments-title">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4" id="family-payments-title">
          {tc('refund.paymentsTitle')}
        </Title>
        <Anchor component={Link} to={paths.statement.href(club, membershipId)} size="sm" data-testid="open-statement">
          {tc('statement.open')}
        </Anchor>
      </Group>
      <PaymentsTable
        list={payments}
        error={payments.failed ? serverText(payments.error, ti) : null}
        csvFileName={`payments-${membershipId.slice(0, 6)}.csv`}
      />
    </Card>
  );
}
