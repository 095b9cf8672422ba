// The left side of the split view: the family's profile, saved with PUT /memberships/{id}.
import type { Membership } from '@springboard/contract/memberships';
import { FamilyProfileForm } from '../../../components/family-profile/family-profile-form';
import { useUpdateMembership } from '../api/update-membership';

export function ProfileForm({ membership }: { membership: Membership }) {
  const update = useUpdateMembership(membership.id);
  return (
    <FamilyProfileForm membership={membership} save={update.mutateAsync} saving={update.isPending} own={false} headingOrder={3} />
  );
}
