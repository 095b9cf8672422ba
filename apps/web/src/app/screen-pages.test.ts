// No dead ends: every place a signed-in person can be sent — each sidebar item of the three areas,
// each tile of member home, each route of the areas in the paths table (the home tiles, the account
// menu and the search build their links from it) — is a screen of the registry with a real page, so
// the "not available in this version" notice can never be reached from a menu.
import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { paths, type ParamRoute, type Route } from '../config/paths';
import { SCREENS, sidebarOf, type Screen } from '../config/screens';
import { memberTiles } from '../features/home/member-tiles';
import { SCREEN_PAGES } from './screen-pages';

const CLUB = 'demo';
const hasPage = (s: Screen) => SCREEN_PAGES[s.page] !== undefined;

/** The screen an address of the club opens, as the area routes match it. */
function screenAt(href: string): Screen | undefined {
  const { pathname } = new URL(href, 'http://club.test');
  return SCREENS.find((s) => matchPath({ path: `/club/:club/${s.route.path}`, end: true }, pathname));
}

const hrefOf = (r: Route | ParamRoute) =>
  r.href.length === 2 ? (r as ParamRoute).href(CLUB, 'some-id') : (r as Route).href(CLUB);

describe('no dead ends in the signed-in areas', () => {
  it('has a page for every screen of the registry', () => {
    expect(SCREENS.filter((s) => !hasPage(s)).map((s) => `${s.area}:${s.page}`)).toEqual([]);
  });

  it('leads every sidebar item of every area to a screen with a page', () => {
    for (const area of ['admin', 'staff', 'member'] as const) {
      const items = sidebarOf(area).flatMap((s) => s.items);
      expect(items.length, area).toBeGreaterThan(0);
      for (const item of items) {
        const screen = screenAt(item.route.href(CLUB));
        expect(screen, `${area} sidebar: ${item.page}`).toBeDefined();
        expect(screen && hasPage(screen), `${area} sidebar: ${item.page}`).toBe(true);
      }
    }
  });

  it('leads every tile of member home to a page of the member sidebar, under its label', () => {
    const tiles = memberTiles();
    expect(tiles.map((t) => t.page)).toEqual([
      'memberInvoices',
      'viewPayment',
      'memberStatement',
      'updateCard',
      'manageProfile',
      'manageAthlete',
      'myWaitlist',
      'myClasses',
      'memberPolicies',
      'memberSkills',
    ]);
    for (const tile of tiles) {
      const screen = screenAt(tile.route.href(CLUB));
      expect(screen?.area, tile.page).toBe('member');
      expect(screen && hasPage(screen), tile.page).toBe(true);
    }
  });

  it('opens a screen with a page at every signed-in route of the paths table (dashboard, due payments, the areas)', () => {
    const signedIn: (Route | ParamRoute)[] = [
      paths.dashboard,
      paths.profile,
      paths.athletes,
      paths.invoices,
      paths.reports,
      paths.duePayments,
      ...Object.values(paths.admin),
      ...Object.values(paths.staff),
      ...Object.values(paths.member),
    ];
    const dead = signedIn.map(hrefOf).filter((href) => {
      const screen = screenAt(href);
      return !screen || !hasPage(screen);
    });
    expect(dead).toEqual([]);
  });

  it('shows member home at /dashboard in the member area, and Due Payments in the admin and staff menus', () => {
    expect(screenAt(paths.dashboard.href(CLUB))).toMatchObject({ area: 'member', page: 'memberHome' });
    const due = (area: 'admin' | 'staff') =>
      sidebarOf(area)
        .flatMap((s) => s.items)
        .find((i) => i.page === 'duePayments');
    expect(due('admin')).toMatchObject({ sidebar: 'reporting', permission: 'view_membership_invoices' });
    expect(due('staff')).toMatchObject({ permission: 'view_membership_invoices' });
  });
});
