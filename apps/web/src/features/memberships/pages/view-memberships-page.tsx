// admin/view-memberships and staff/view-memberships (permission show_memberships_page): the
// memberships list with Show Negative Balance, and a family's split view when one is opened. The
// open family is in the address (?membership=<id>), as are Show Negative Balance (?owing=1) and the
// list's page, order and search, so the browser's back button and a shared link both work.
import { useCallback, useState } from 'react';
import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Membership } from '@springboard/contract/memberships';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { PageHeader } from '../../../components/page-header';
import { useAddressParams } from '../../../lib/address-params';
import { MembershipSplitView } from '../components/membership-split-view';
import { MembershipsTable } from '../components/memberships-table';

const PARAM = 'membership';
const OWING = 'owing';

export default function ViewMembershipsPage() {
  const { t } = useTranslation('memberships');
  const { t: ta } = useTranslation('areas');
  const [params, setParams] = useAddressParams();
  // The switch follows a click at once; the address follows it (and Back moves the switch back).
  const owingInAddress = params.get(OWING) === '1';
  const [owing, setOwing] = useState(owingInAddress);
  const [seenOwing, setSeenOwing] = useState(owingInAddress);
  if (seenOwing !== owingInAddress) {
    setSeenOwing(owingInAddress);
    setOwing(owingInAddress);
  }
  // `owing`: the server's list of those below zero only (Show Negative Balance).
  const memberships = usePagedList(membershipOperations.list, { query: owing ? { negative_balance: 'true' } : {} });
  const openId = params.get(PARAM);

  const open = useCallback(
    (m: Membership) => {
      setParams((now) => {
        const next = new URLSearchParams(now);
        next.set(PARAM, m.id);
        return next;
      });
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  // Back to the list on the page it was left at.
  const close = useCallback(
    () =>
      setParams((now) => {
        const next = new URLSearchParams(now);
        next.delete(PARAM);
        return next;
      }),
    [setParams],
  );

  return (
    <Stack gap="md">
      <PageHeader title={ta('pages.viewMemberships')} lead={openId ? undefined : t('list.lead')} />
      {openId ? (
        <MembershipSplitView key={openId} membershipId={openId} onBack={close} />
      ) : (
        <>
          <Switch
            label={t('list.negativeOnly')}
            checked={owing}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setOwing(checked);
              // Another list: from its first page.
              setParams((now) => {
                const next = new URLSearchParams(now);
                if (checked) next.set(OWING, '1');
                else next.delete(OWING);
                next.delete('page');
                return next;
              });
            }}
          />
          <MembershipsTable list={memberships} onlyOwing={owing} onOpen={open} />
        </>
      )}
    </Stack>
  );
}
