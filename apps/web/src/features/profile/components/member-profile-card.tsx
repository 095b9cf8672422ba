// The family's own profile on Manage Profile (PUT /memberships/{id}; the e-mail is not editable).
// The account's name follows on the server, and the session's copy here.
import type { Membership } from '@springboard/contract/memberships';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { FamilyProfileForm } from '../../../components/family-profile/family-profile-form';
import { useAuth } from '../../../lib/auth-context';
import { useOperationMutation } from '../../../lib/operations';
import { followSavedName } from '../session-name';

export function MemberProfileCard({ membership }: { membership: Membership }) {
  const { store } = useAuth();
  const update = useOperationMutation(membershipOperations.update, {
    onSuccess: (saved) => followSavedName(store, saved),
    invalidates: [membershipOperations],
  });
  return (
    <FamilyProfileForm
      membership={membership}
      save={(body) => update.mutateAsync({ params: { id: membership.id }, body })}
      saving={update.isPending}
      own
      headingOrder={2}
    />
  );
}
