// Every route of documents 01 and 02 in one table, under /club/:club. Admin, staff and member areas
// are lazy-loaded so the public site does not ship them. An unknown path goes to the site root.
import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, useParams, type RouteObject } from 'react-router';
import { Center, Loader } from '@mantine/core';
import { withNamespaces } from '../lib/i18n';
import { ClubProviders, DefaultTheme } from './providers';
import { RequireAuth } from './guards';
import { paths } from '../config/paths';
import { PublicLayout } from './layouts/public-layout';
import { RootPage } from './root-page';
import { ClubHome, DashboardRoute } from './club-home';
import { ProgramsPage } from '../features/public-site/pages/programs-page';
import { ProgramDetailPage } from '../features/public-site/pages/program-detail-page';
import { AboutPage } from '../features/public-site/pages/about-page';
import { ContactPage } from '../features/public-site/pages/contact-page';
import { InfoPage, type InfoPageKey } from '../features/public-site/pages/info-page';
import { LoginPage } from '../features/auth/pages/login-page';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';

const RegisterPage = lazy(withNamespaces(() => import('../features/registration/pages/register-page'), 'registration', 'payments'));
const MembersSummaryPage = lazy(withNamespaces(() => import('../features/registration/pages/members-summary-page'), 'registration'));
const DuePaymentsPage = lazy(withNamespaces(() => import('../features/due-payments/pages/due-payments-page'), 'payments'));
const WaitlistOfferPage = lazy(withNamespaces(() => import('../features/waitlist/pages/waitlist-offer-page'), 'waitlist'));
const AreaRoutes = lazy(withNamespaces(() => import('./area-routes'), 'areas'));

function ClubRoot() {
  const { club = '' } = useParams();
  return (
    <ClubProviders club={club}>
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
  { path: paths.register.path, element: <Lazy><RegisterPage /></Lazy> },
  { path: paths.waitlistOffer.path, element: <Lazy><WaitlistOfferPage /></Lazy> },
  { path: paths.membersSummary.path, element: <Lazy><MembersSummaryPage /></Lazy> },
  {
    path: paths.duePayments.path,
    element: (
      <RequireAuth area="management">
        <Lazy>
          <DuePaymentsPage />
        </Lazy>
      </RequireAuth>
    ),
  },
  { path: paths.dashboard.path, element: <DashboardRoute /> },
];

export const router = createBrowserRouter([
  { path: '/', element: <DefaultTheme><RootPage /></DefaultTheme> },
  {
    path: '/club/:club',
    element: <ClubRoot />,
    children: [
      { element: <PublicLayout />, children: publicChildren },
      { path: '*', element: <Lazy><AreaRoutes /></Lazy> },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
]);
