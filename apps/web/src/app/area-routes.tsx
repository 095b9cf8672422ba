// The signed-in areas, lazy-loaded so the public site does not ship them: every
// screen of the registry (config/screens.ts) in its area's layout behind RequireAuth, its permission
// checked by RequireScreen, the shared pages in the layout of the user's role, and '/' for any other path.
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useAuth } from '../lib/auth-context';
import { layoutAreaOf, screenKey, screensOf, type LayoutArea, type Screen } from '../config/screens';
import { Loading } from '../components/loading';
import { RequireAuth, RequireScreen } from './guards';
import { SCREEN_PAGES } from './screen-pages';
import { AreaLayout } from './layouts/area-layout';
import { UnavailablePage } from './unavailable-page';

function ScreenPage({ screen }: { screen: Screen }) {
  const Page = SCREEN_PAGES[screen.page];
  return (
    <RequireScreen screen={screen}>
      {Page ? (
        <Suspense fallback={<Loading h="40vh" />}>
          <Page />
        </Suspense>
      ) : (
        <UnavailablePage page={screen.page} />
      )}
    </RequireScreen>
  );
}

function AreaShell({ area }: { area: LayoutArea }) {
  return (
    <RequireAuth area={area}>
      <AreaLayout area={area} />
    </RequireAuth>
  );
}

function RoleLayout() {
  const { user } = useAuth();
  return <AreaLayout area={layoutAreaOf(user?.role ?? 'member')} />;
}

const routesOf = (area: Screen['area']) =>
  screensOf(area).map((s) => <Route key={screenKey(s)} path={s.route.path} element={<ScreenPage screen={s} />} />);

export default function AreaRoutes() {
  return (
    <Routes>
      <Route element={<AreaShell area="admin" />}>{routesOf('admin')}</Route>
      <Route element={<AreaShell area="staff" />}>{routesOf('staff')}</Route>
      <Route element={<AreaShell area="member" />}>{routesOf('member')}</Route>
      <Route
        element={
          <RequireAuth>
            <RoleLayout />
          </RequireAuth>
        }
      >
        {routesOf('shared')}
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
