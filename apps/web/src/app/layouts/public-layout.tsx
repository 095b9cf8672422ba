// Every public page of a club: skip link, the three bars of document 01 §2 (public top bar, club
// navigation, marketing bar), the page in <main>, and the footer.
import { Outlet } from 'react-router';
import { Box } from '@mantine/core';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link';
import { PublicTopBar } from './public-top-bar';
import { ClubNav } from './club-nav';
import { MarketingBar } from './marketing-bar';
import { PublicFooter } from './public-footer';
import classes from './public-layout.module.css';

export function PublicLayout() {
  return (
    <Box className={classes.page}>
      <SkipLink />
      <header>
        <PublicTopBar />
        <ClubNav />
        <MarketingBar />
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <PublicFooter />
    </Box>
  );
}
