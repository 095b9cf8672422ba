// Runs the membership expiry check when the member home loads and, if it has expired, shows the
// error toast once per session.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { useAuth } from '../../lib/auth-context';
import { useTenant } from '../../lib/tenant-context';
import { toast } from '../../lib/toast';
import { useOperation } from '../../lib/operations';
import { claimExpiryWarning, expiryFlagKey, sessionFlags } from './expiry-warning';

export function useExpiryWarning() {
  const { t } = useTranslation('member');
  const { club } = useTenant();
  const { user } = useAuth();
  const expiry = useOperation(membershipOperations.checkExpiry, {}, { enabled: user?.role === 'member' });
  const expired = expiry.data?.expired === true;
  const userId = user?.id;

  useEffect(() => {
    if (!expired || !userId) return;
    if (!claimExpiryWarning(sessionFlags(), expiryFlagKey(club, userId))) return;
    toast('error', t('expired'), { closeLabel: t('close'), id: 'membership-expired' });
  }, [expired, club, userId, t]);

  return expiry;
}
