// Every public page of a club: skip link, the one header (the former three bars
// merged), the page in <main>, and the footer.
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { Box } from '@mantine/core';
import { Loading } from '../../components/loading';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { PublicHeader } from './public-header';
import { PublicFooter } from './public-footer';
import { useTenant } from '../../lib/tenant-context';
import { ClubNotFound } from './club-not-found';
import classes from './public-layout.module.css';

const isNotFound = (err: unknown) => (err as { status?: number } | null)?.status === 404;

export function PublicLayout() {
  const { club, error } = useTenant();
  useEffect(() => {
    if (isNotFound(error)) document.title = 'Springboard';
  }, [error]);
  if (isNotFound(error)) return <ClubNotFound club={club} />;
  return (
    <Box className={classes.page}>
      <SkipLink />
      <PublicHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {/* A page whose code or texts (its locale namespace) are still loading keeps the frame. */}
        <Suspense fallback={<Loading h="50vh" />}>
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
    </Box>
  );
}
