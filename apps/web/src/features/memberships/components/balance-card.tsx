// The account balance of the open family: the server's figure, minus the sum of its unpaid
// invoices or 0, refreshed whenever one of its invoices is paid, edited or deleted.
import type { Membership } from '@springboard/contract/memberships';
import { BalanceCard as Balance } from '../../../components/invoices/balance-card';

export function BalanceCard({ membership, loading }: { membership: Membership | undefined; loading: boolean }) {
  return <Balance balance={loading || !membership ? undefined : membership.balance} order={3} testId="membership-balance" reader="staff" />;
}
