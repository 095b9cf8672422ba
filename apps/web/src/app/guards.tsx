// The protected-route guard: a spinner while the session loads, /login (remembering where the user
// was going) when signed out, and the role areas: admin pages for admins, staff pages for staff with
// the page's permission, member pages for members.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../lib/auth-context';
import { useTenant } from '../lib/tenant-context';
import { paths } from './paths';

/** 'management': staff or admin (pages both use, such as due payments). */
export type Area = 'admin' | 'staff' | 'member' | 'management' | 'any';

export function RequireAuth({ area = 'any', permission, children }: { area?: Area; permission?: string; children: ReactNode }) {
  const { user, loading, permissions, permissionsLoading } = useAuth();
  const { club } = useTenant();
  const location = useLocation();
  const { t } = useTranslation();
  if (loading || (area === 'staff' && permission && permissionsLoading)) {
    return (
      <Center h="60vh" role="status" aria-label={t('loading')}>
        <Loader />
      </Center>
    );
  }
  if (!user) return <Navigate to={paths.login.href(club)} replace state={{ from: location.pathname + location.search }} />;
  const inArea = area === 'any' || user.role === area || (area === 'management' && (user.role === 'admin' || user.role === 'staff'));
  if (!inArea) return <Navigate to={landingFor(club, user.role)} replace />;
  if (area === 'staff' && permission && !permissions.includes(permission)) {
    const landing = landingFor(club, user.role);
    // The staff landing itself may need a permission this user lacks: say so rather than loop.
    if (landing === location.pathname) {
      return (
        <Alert color="gray" variant="light" m="md">
          {t('noAccess')}
        </Alert>
      );
    }
    return <Navigate to={landing} replace />;
  }
  return <>{children}</>;
}

/** Where a role lands after sign-in (document 01 §4); null for a role outside the three. */
export function roleLanding(club: string, role: string): string | null {
  if (role === 'admin') return paths.admin.addStaff.href(club);
  if (role === 'staff') return paths.staff.addMember.href(club);
  if (role === 'member') return paths.dashboard.href(club);
  return null;
}

export function landingFor(club: string, role: string): string {
  return roleLanding(club, role) ?? paths.dashboard.href(club);
}
