// The left side of the split view: the family's profile, saved with PUT /memberships/{id}. Every
// memberships read refreshes: the list's names and the family's own copy.
import type { Membership } from '@springboard/contract/memberships';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { FamilyProfileForm } from '../../../components/family-profile/family-profile-form';
import { useOperationMutation } from '../../../lib/operations';

export function ProfileForm({ membership }: { membership: Membership }) {
  const update = useOperationMutation(membershipOperations.update, { invalidates: [membershipOperations] });
  return (
    <FamilyProfileForm
      membership={membership}
      save={(body) => update.mutateAsync({ params: { id: membership.id }, body })}
      saving={update.isPending}
      own={false}
      headingOrder={3}
    />
  );
}
