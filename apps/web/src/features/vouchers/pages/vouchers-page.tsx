// /club/<slug>/admin/vouchers: the codes families enter when they register (a discount on the
// registration fee), with a form for a new one and Deactivate on each. The calls are the
// admin's /api/vouchers.
import { useCallback, useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Voucher } from '@springboard/contract/vouchers';
import { voucherOperations } from '@springboard/contract/operations/vouchers';
import { errorMessage } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { PageHeader } from '../../../components/page-header';
import { useOperationMutation } from '../../../lib/operations';
import { CreateVoucherForm } from '../components/create-voucher-form';
import { VouchersTable } from '../components/vouchers-table';

export default function VouchersPage() {
  const { t } = useTranslation('vouchers');
  const { t: ta } = useTranslation('areas');
  const vouchers = usePagedList(voucherOperations.list, {});
  // Deactivated, registration stops taking it.
  const setActive = useOperationMutation(voucherOperations.setActive, { invalidates: [voucherOperations] });
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const { mutateAsync } = setActive;

  const onToggle = useCallback(
    async (v: Voucher) => {
      setBusy((b) => new Set(b).add(v.id));
      try {
        await mutateAsync({ params: { id: v.id }, body: { active: !v.active } });
        toast('success', v.active ? t('deactivated', { code: v.code }) : t('activated', { code: v.code }), {
          closeLabel: t('close'),
        });
      } catch (err) {
        toast('error', t('updateFailed', { message: errorMessage(err) }), { closeLabel: t('close') });
      } finally {
        setBusy((b) => {
          const next = new Set(b);
          next.delete(v.id);
          return next;
        });
      }
    },
    [mutateAsync, t],
  );
  const toggle = useCallback((v: Voucher) => void onToggle(v), [onToggle]);

  return (
    <>
      <PageHeader title={ta('pages.vouchers')} lead={t('lead')} />
      <Stack gap="lg">
        <VouchersTable
          list={vouchers}
          errorText={vouchers.failed ? t('loadFailed', { message: errorMessage(vouchers.error) }) : null}
          busy={busy}
          onToggle={toggle}
        />
        <CreateVoucherForm />
      </Stack>
    </>
  );
}
