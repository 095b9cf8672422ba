// /club/:club shows the landing page, except for an admin, who goes to the admin area (01 §2).
// /club/:club/dashboard is the member home for members and the role's area for staff and admins.
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { useAuth } from '../lib/auth-context';
import { useTenant } from '../lib/tenant-context';
import { RequireAuth } from './guards';
import { paths } from './paths';
import { LandingPage } from '../features/public-site/pages/landing-page';

const MemberHomePage = lazy(() => import('../features/member-home/pages/member-home-page'));

export function ClubHome() {
  const { isAdmin } = useAuth();
  const { club } = useTenant();
  if (isAdmin) return <Navigate to={paths.admin.addStaff.href(club)} replace />;
  return <LandingPage />;
}

export function DashboardRoute() {
  const { user } = useAuth();
  const { club } = useTenant();
  if (user?.role === 'admin') return <Navigate to={paths.admin.addStaff.href(club)} replace />;
  if (user?.role === 'staff') return <Navigate to={paths.staff.addMember.href(club)} replace />;
  return (
    <RequireAuth>
      <Suspense
        fallback={
          <Center h="50vh">
            <Loader />
          </Center>
        }
      >
        <MemberHomePage />
      </Suspense>
    </RequireAuth>
  );
}
