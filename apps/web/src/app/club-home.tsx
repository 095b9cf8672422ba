// /club/:club shows the landing page, except for an admin, who goes to the admin area — unless they
// asked for the public site (?view=site, the areas' "Club website" link) or the page previews the
// Website screen's draft (?preview=draft).
// /club/:club/dashboard is a screen of the member area (config/screens.ts): member home in the member
// layout for a member, the role's own home for staff and admins (the area guard sends them there).
import { Navigate, useSearchParams } from 'react-router';
import { useAuth } from '../lib/auth-context';
import { useTenant } from '../lib/tenant-context';
import { useIsPreview } from '../lib/website';
import { paths } from '../config/paths';
import { LandingPage } from '../features/clubs/pages/landing-page';

export function ClubHome() {
  const { isAdmin } = useAuth();
  const { club } = useTenant();
  const [params] = useSearchParams();
  const preview = useIsPreview();
  if (isAdmin && !preview && params.get('view') !== 'site') return <Navigate to={paths.admin.home.href(club)} replace />;
  return <LandingPage />;
}
