// /club/:club shows the landing page, except for an admin, who goes to the admin area (01 §2).
// /club/:club/dashboard is the member home for members and the role's area for staff and admins.
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { useAuth } from '../lib/auth-context';
import { withNamespaces } from '../lib/i18n';
import { useTenant } from '../lib/tenant-context';
import { Loading } from '../components/loading';
import { paths } from '../config/paths';
import { landingFor } from '../config/role-landing';
import { RequireAuth } from './guards';
import { LandingPage } from '../features/public-site/pages/landing-page';

const MemberHomePage = lazy(withNamespaces(() => import('../features/member-home/pages/member-home-page'), 'member'));

export function ClubHome() {
  const { isAdmin } = useAuth();
  const { club } = useTenant();
  if (isAdmin) return <Navigate to={paths.admin.home.href(club)} replace />;
  return <LandingPage />;
}

export function DashboardRoute() {
  const { user } = useAuth();
  const { club } = useTenant();
  if (user?.role === 'admin' || user?.role === 'staff') return <Navigate to={landingFor(club, user.role)} replace />;
  return (
    <RequireAuth>
      <Suspense fallback={<Loading h="50vh" />}>
        <MemberHomePage />
      </Suspense>
    </RequireAuth>
  );
}
