// The signed-in areas (document 02 §2), lazy-loaded so the public site does not ship them: every
// admin, staff and member route of paths.ts behind RequireAuth with its area (staff pages also
// need their permission), the pages any signed-in user may open, and '/' for any other path.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Alert, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../lib/auth-context';
import { RequireAuth } from './guards';
import { paths } from './paths';
import { ADMIN_GROUPS, MEMBER_ITEMS, SHARED_SCREENS, STAFF_ITEMS, areaOf, type AreaName } from '../features/areas/area-nav';
import { AreaLayout } from '../features/areas/components/area-layout';
import { UnavailablePage } from '../features/areas/pages/unavailable-page';
import { PageHeader } from '../components/page-header';

/** The screens that exist, by key (the same key in the admin and staff areas), each its own chunk. */
const SCREENS: Record<string, LazyExoticComponent<ComponentType>> = {
  addMember: lazy(() => import('../features/registration/pages/add-member-page')),
};

/** The screen for a key. Later issues put each area's real screen here; until then the honest notice. */
function Screen({ screen }: { screen: string }) {
  const Page = SCREENS[screen];
  if (!Page) return <UnavailablePage screen={screen} />;
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Page />
    </Suspense>
  );
}

function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <Center h="40vh" role="status" aria-label={t('loading')}>
      <Loader />
    </Center>
  );
}

function AreaShell({ area }: { area: AreaName }) {
  return (
    <RequireAuth area={area}>
      <AreaLayout area={area} />
    </RequireAuth>
  );
}

/** Staff see a page only with its permission; inside the layout, so the sidebar shows what they may open. */
function NeedsPermission({ permission, screen, children }: { permission?: string; screen: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('areas');
  const { permissions, permissionsLoading } = useAuth();
  if (!permission || permissions.includes(permission)) return <>{children}</>;
  if (permissionsLoading) {
    return (
      <Center h="40vh" role="status" aria-label={t('loading')}>
        <Loader />
      </Center>
    );
  }
  return (
    <>
      <PageHeader title={ta(`pages.${screen}`)} />
      <Alert variant="light" color="gray">
        {t('noAccess')}
      </Alert>
    </>
  );
}

function RoleLayout() {
  const { user } = useAuth();
  return <AreaLayout area={areaOf(user?.role ?? 'member')} />;
}

export default function AreaRoutes() {
  return (
    <Routes>
      <Route element={<AreaShell area="admin" />}>
        {ADMIN_GROUPS.flatMap((g) => g.items).map((i) => (
          <Route key={i.key} path={i.route.path} element={<Screen screen={i.key} />} />
        ))}
        <Route path={paths.admin.athleteEdit.path} element={<Screen screen="editAthlete" />} />
      </Route>
      <Route element={<AreaShell area="staff" />}>
        {STAFF_ITEMS.map((i) => (
          <Route
            key={i.key}
            path={i.route.path}
            element={
              <NeedsPermission permission={i.permission} screen={i.key}>
                <Screen screen={i.key} />
              </NeedsPermission>
            }
          />
        ))}
        <Route path={paths.staff.athleteEdit.path} element={<Screen screen="editAthlete" />} />
      </Route>
      <Route element={<AreaShell area="member" />}>
        {MEMBER_ITEMS.map((i) => (
          <Route key={i.key} path={i.route.path} element={<Screen screen={i.key} />} />
        ))}
        <Route path={paths.member.athleteEdit.path} element={<Screen screen="editAthlete" />} />
      </Route>
      <Route
        element={
          <RequireAuth>
            <RoleLayout />
          </RequireAuth>
        }
      >
        {SHARED_SCREENS.map((i) => (
          <Route key={i.key} path={i.route.path} element={<Screen screen={i.key} />} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
