// Every route of the product in one table, under /club/:club. Admin, staff and member areas
// are lazy-loaded so the public site does not ship them. An unknown path goes to the site root.
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useParams, useRoutes, type RouteObject } from 'react-router';
import { ScrollRestoration } from './scroll-restoration';
import { Center, Loader } from '@mantine/core';
import { withNamespaces } from '../lib/i18n';
import { ClubProviders, DefaultTheme } from './providers';
import { paths } from '../config/paths';
import { PublicLayout } from './layouts/public-layout';
import { ClubHome } from './club-home';
import type { InfoPageKey } from '../features/clubs/pages/info-page';

// Only the landing is in the first bundle: every other page is its own chunk, fetched with its
// locale namespaces (the public layout's Suspense shows the loader meanwhile). Each page's loader
// runs once, whether React.lazy calls it or main.tsx does, before the first render (preloadPage).
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      pending = load();
      pending.catch(() => (pending = undefined)); // a failed fetch is tried again next time
    }
    return pending;
  };
}

const loadRootPage = once(() => import('./root-page').then((m) => ({ default: m.RootPage })));
const loadProgramsPage = once(
  withNamespaces(() => import('../features/clubs/pages/programs-page').then((m) => ({ default: m.ProgramsPage })), 'public'),
);
const loadProgramDetailPage = once(
  withNamespaces(
    () => import('../features/clubs/pages/program-detail-page').then((m) => ({ default: m.ProgramDetailPage })),
    'public',
  ),
);
const loadAboutPage = once(
  withNamespaces(() => import('../features/clubs/pages/about-page').then((m) => ({ default: m.AboutPage })), 'public'),
);
const loadContactPage = once(
  withNamespaces(() => import('../features/clubs/pages/contact-page').then((m) => ({ default: m.ContactPage })), 'public'),
);
const loadInfoPage = once(
  withNamespaces(() => import('../features/clubs/pages/info-page').then((m) => ({ default: m.InfoPage })), 'info'),
);
const loadLoginPage = once(
  withNamespaces(() => import('../features/auth/pages/login-page').then((m) => ({ default: m.LoginPage })), 'auth'),
);
const loadForgotPasswordPage = once(
  withNamespaces(
    () => import('../features/auth/pages/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
    'auth',
  ),
);
const loadResetPasswordPage = once(
  withNamespaces(
    () => import('../features/auth/pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
    'auth',
  ),
);
const loadRegisterPage = once(
  withNamespaces(() => import('../features/registrations/pages/register-page'), 'registration', 'payments', 'medical', 'policies'),
);
const loadMembersSummaryPage = once(
  withNamespaces(() => import('../features/registrations/pages/members-summary-page'), 'registration'),
);
const loadWaitlistOfferPage = once(withNamespaces(() => import('../features/waitlist/pages/waitlist-offer-page'), 'waitlist'));
const loadAreaRoutes = once(withNamespaces(() => import('./area-routes'), 'areas'));

const RootPage = lazy(loadRootPage);
const ProgramsPage = lazy(loadProgramsPage);
const ProgramDetailPage = lazy(loadProgramDetailPage);
const AboutPage = lazy(loadAboutPage);
const ContactPage = lazy(loadContactPage);
const InfoPage = lazy(loadInfoPage);
const LoginPage = lazy(loadLoginPage);
const ForgotPasswordPage = lazy(loadForgotPasswordPage);
const ResetPasswordPage = lazy(loadResetPasswordPage);
const RegisterPage = lazy(loadRegisterPage);
const MembersSummaryPage = lazy(loadMembersSummaryPage);
const WaitlistOfferPage = lazy(loadWaitlistOfferPage);
const AreaRoutes = lazy(loadAreaRoutes);

function ClubRoot() {
  const { club = '' } = useParams();
  return (
    <ClubProviders club={club}>
      {/* A new page opens at its top (a footer link, the summary after paying); Back returns to
          where the visitor was. */}
      <ScrollRestoration />
      <Outlet />
    </ClubProviders>
  );
}

function Lazy({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center h="50vh">
          <Loader />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

const INFO_PAGES: InfoPageKey[] = [
  'faq',
  'privacy',
  'terms',
  'support',
  'privacy-policy',
  'terms-of-service',
  'accessibility-policy',
  'feedback',
  'careers',
  'newsletter',
  'community',
  'blog',
  'training',
  'membership',
  'camps',
];

const publicChildren: RouteObject[] = [
  { index: true, element: <ClubHome /> },
  { path: paths.programs.path, element: <ProgramsPage /> },
  { path: paths.programDetail.path, element: <ProgramDetailPage /> },
  { path: paths.about.path, element: <AboutPage /> },
  { path: paths.contact.path, element: <ContactPage /> },
  ...INFO_PAGES.map((key) => ({ path: key, element: <InfoPage page={key} /> })),
  { path: paths.login.path, element: <LoginPage /> },
  { path: paths.forgotPassword.path, element: <ForgotPasswordPage /> },
  { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
  {
    path: paths.register.path,
    element: (
      <Lazy>
        <RegisterPage />
      </Lazy>
    ),
  },
  {
    path: paths.waitlistOffer.path,
    element: (
      <Lazy>
        <WaitlistOfferPage />
      </Lazy>
    ),
  },
  {
    path: paths.membersSummary.path,
    element: (
      <Lazy>
        <MembersSummaryPage />
      </Lazy>
    ),
  },
];

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <DefaultTheme>
        <RootPage />
      </DefaultTheme>
    ),
  },
  {
    path: '/club/:club',
    element: <ClubRoot />,
    children: [
      { element: <PublicLayout />, children: publicChildren },
      {
        path: '*',
        element: (
          <Lazy>
            <AreaRoutes />
          </Lazy>
        ),
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

/** The code and texts of the page at `rest`, the path after /club/<slug>/ ('' for the landing,
 *  which is in the first bundle), fetched now: main.tsx starts it beside the club's settings, so
 *  the first render draws the page rather than its loader. */
export function preloadPage(rest: string): Promise<unknown> {
  const path = rest.replace(/\/+$/, '');
  const [first = ''] = path.split('/');
  if (!path) return Promise.resolve();
  if (first === paths.programs.path) return path === first ? loadProgramsPage() : loadProgramDetailPage();
  const page: Record<string, () => Promise<unknown>> = {
    [paths.about.path]: loadAboutPage,
    [paths.contact.path]: loadContactPage,
    [paths.login.path]: loadLoginPage,
    [paths.forgotPassword.path]: loadForgotPasswordPage,
    [paths.resetPassword.path]: loadResetPasswordPage,
    [paths.register.path]: loadRegisterPage,
    [paths.waitlistOffer.path]: loadWaitlistOfferPage,
    [paths.membersSummary.path]: loadMembersSummaryPage,
  };
  if (path in page) return page[path]!();
  if ((INFO_PAGES as string[]).includes(path)) return loadInfoPage();
  return loadAreaRoutes();
}

/** The page at the site root (outside any club), fetched now. */
export const preloadRootPage = loadRootPage;

/** The route table, under main.tsx's <BrowserRouter> (the declarative router: the first page does
 *  not ship the data router's loaders and fetchers, which no page uses). */
export function AppRoutes() {
  return useRoutes(routes);
}
