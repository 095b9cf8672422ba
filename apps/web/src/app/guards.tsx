// The protected-route guards: a spinner while the session loads, /login (remembering where the user
// was going) when signed out, the role's own landing when the user is outside the route's area, and
// for a screen of the registry (config/screens.ts) its permission, asked through <Can>.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../lib/auth-context';
import { useTenant } from '../lib/tenant-context';
import { Can, usePermissionCheck } from '../components/can';
import { Loading } from '../components/loading';
import { paths } from '../config/paths';
import { landingFor } from '../config/role-landing';
import { holdsStaffPage, permissionOf, sidebarOf, type Screen, type ScreenArea } from '../config/screens';
import { NoAccessPage } from './no-access-page';

/** A registry area, or 'management': staff or admin (pages both use, such as due payments). */
export type GuardArea = ScreenArea | 'management';

function inArea(role: string, area: GuardArea): boolean {
  if (area === 'shared') return true;
  if (area === 'management') return role === 'admin' || role === 'staff';
  // A sign-up never given a role lands on /dashboard (role-landing.ts) and sees the member's layout.
  if (area === 'member') return role === 'member' || role === 'user';
  return role === area;
}

/** Signed in, with a role of the area ('shared': any role). */
export function RequireAuth({ area = 'shared', children }: { area?: GuardArea; children: ReactNode }) {
  const { user, loading } = useAuth();
  const { club } = useTenant();
  const location = useLocation();
  if (loading) return <Loading />;
  if (!user) return <Navigate to={paths.login.href(club)} replace state={{ from: location.pathname + location.search }} />;
  if (!inArea(user.role, area)) return <Navigate to={landingFor(club, user.role)} replace />;
  return <>{children}</>;
}

/** A screen inside its area's layout (the area is checked by the layout's RequireAuth): staff without
 *  the screen's permission see its title and a "no access" note, so the sidebar stays usable. */
export function RequireScreen({ screen, children }: { screen: Screen; children: ReactNode }) {
  const { user } = useAuth();
  const { club } = useTenant();
  if (screen.area === 'staff' && screen.page === 'home') return <StaffHomeGate>{children}</StaffHomeGate>;
  // A shared screen with a permission (Due Payments, Reports) is staff work: a family goes home.
  if (screen.area === 'shared' && permissionOf(screen) && user && !inArea(user.role, 'management')) {
    return <Navigate to={landingFor(club, user.role)} replace />;
  }
  return (
    <Can permission={permissionOf(screen)} pending={<Loading h="40vh" />} fallback={<NoAccessFallback screen={screen} />}>
      {children}
    </Can>
  );
}

/** The staff home shows the parts of the pages held; staff holding none get "No staff pages yet". */
function StaffHomeGate({ children }: { children: ReactNode }) {
  const { can, loading } = usePermissionCheck();
  if (loading) return <Loading h="40vh" />;
  return holdsStaffPage(can) ? <>{children}</> : <NoAccessPage page="home" />;
}

/** A staff member opening add-member without it (a bookmark; staff used to land there after sign-in) goes on to the
 *  first screen of their sidebar they may open, rather than to a "no access" note. */
function NoAccessFallback({ screen }: { screen: Screen }) {
  const { club } = useTenant();
  const { can } = usePermissionCheck();
  if (screen.area === 'staff' && screen.route.path === paths.staff.addMember.path) {
    const first = sidebarOf('staff')
      .flatMap((section) => section.items)
      .find((item) => can(permissionOf(item)));
    if (first) return <Navigate to={first.route.href(club)} replace />;
  }
  return <NoAccessPage page={screen.page} />;
}
