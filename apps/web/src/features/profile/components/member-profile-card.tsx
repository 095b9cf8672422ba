// The family's own profile on Manage Profile; the session's name follows a save.
import type { Membership } from '@springboard/contract/memberships';
import { FamilyProfileForm } from '../../../components/family-profile/family-profile-form';
import { useUpdateMyProfile } from '../api/update-my-profile';

export function MemberProfileCard({ membership }: { membership: Membership }) {
  const update = useUpdateMyProfile(membership.id);
  return <FamilyProfileForm membership={membership} save={update.mutateAsync} saving={update.isPending} own headingOrder={2} />;
}
