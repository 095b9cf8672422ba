// admin/view-memberships and staff/view-memberships (permission show_memberships_page): the
// memberships list with Show Negative Balance, and a family's split view when one is opened. The
// open family is in the address (?membership=<id>), so the browser's back button and a shared link
// both work.
import { useCallback, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Membership } from '@springboard/contract/memberships';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { PageHeader } from '../../../components/page-header';
import { useOperation } from '../../../lib/operations';
import { MembershipSplitView } from '../components/membership-split-view';
import { MembershipsTable } from '../components/memberships-table';

const NO_ROWS: Membership[] = [];
const PARAM = 'membership';

export default function ViewMembershipsPage() {
  const { t } = useTranslation('memberships');
  const { t: ta } = useTranslation('areas');
  const [params, setParams] = useSearchParams();
  const [owing, setOwing] = useState(false);
  // `owing`: the server's list of those below zero only (Show Negative Balance).
  const memberships = useOperation(
    membershipOperations.list,
    { query: owing ? { negative_balance: 'true' } : {} },
    { placeholderData: keepPreviousData },
  );
  const openId = params.get(PARAM);

  const open = useCallback(
    (m: Membership) => {
      setParams({ [PARAM]: m.id });
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  const close = useCallback(() => setParams({}), [setParams]);

  return (
    <Stack gap="md">
      <PageHeader title={ta('pages.viewMemberships')} lead={openId ? undefined : t('list.lead')} />
      {openId ? (
        <MembershipSplitView key={openId} membershipId={openId} onBack={close} />
      ) : (
        <>
          <Switch label={t('list.negativeOnly')} checked={owing} onChange={(e) => setOwing(e.currentTarget.checked)} />
          <MembershipsTable
            rows={memberships.data ?? NO_ROWS}
            loading={memberships.isLoading}
            failed={memberships.isError}
            onlyOwing={owing}
            onOpen={open}
          />
        </>
      )}
    </Stack>
  );
}
