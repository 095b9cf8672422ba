// The area sidebar: titled Admin, Staff or Member Dashboard, the global search
// (admin and staff), its items from the screens registry (config/screens.ts). The admin's groups
// collapse (the group of the current page opens); staff see only the items of the permissions they
// hold, and a clear note when they hold none; a logout button at the bottom.
import { Suspense, useState, type Ref } from 'react';
import { Link, matchPath, useLocation } from 'react-router';
import { Alert, Button, Collapse, MantineThemeProvider, NavLink, ScrollArea, Skeleton, Stack, Title } from '@mantine/core';
import { IconChevronRight, IconInfoCircle, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth-context';
import { useTenant } from '../../lib/tenant-context';
import { usePermissionCheck } from '../../components/can';
import {
  holdsStaffPage,
  permissionOf,
  screenKey,
  screensOf,
  sidebarOf,
  sidebarPageOf,
  type AdminGroup,
  type LayoutArea,
  type ScreenPage,
  type SidebarItem,
} from '../../config/screens';
import { searchableKinds } from '../../features/search/search-results';
import { GlobalSearch } from '../../features/search/components/global-search';

/** The sidebar item of the page shown: the screen's own, or the one it sits under (an athlete's edit page). */
function useCurrentPage(area: LayoutArea): ScreenPage | undefined {
  const { pathname } = useLocation();
  // The area's own screens, then the shared ones it shows in its layout (Due Payments, Reports).
  const screen = [...screensOf(area), ...screensOf('shared')].find((s) =>
    matchPath({ path: `/club/:club/${s.route.path}`, end: true }, pathname),
  );
  return screen ? sidebarPageOf(screen) : undefined;
}

function ItemLink({ item, current, onNavigate }: { item: SidebarItem; current: ScreenPage | undefined; onNavigate: () => void }) {
  const { t } = useTranslation('areas');
  const { club } = useTenant();
  const { pathname } = useLocation();
  const href = item.route.href(club);
  const active = item.page === current;
  // 'page' on the page itself; 'location' on the item a page sits under (an athlete's edit page).
  const ariaCurrent = active ? (pathname.replace(/\/+$/, '') === href ? 'page' : 'location') : undefined;
  return (
    <NavLink
      component={Link}
      to={href}
      label={t(`pages.${item.page}`)}
      active={active}
      aria-current={ariaCurrent}
      onClick={onNavigate}
      variant="light"
    />
  );
}

type GroupProps = { group: AdminGroup; items: SidebarItem[]; current: ScreenPage | undefined; onNavigate: () => void };

function NavGroup({ group, items, current, onNavigate }: GroupProps) {
  const { t } = useTranslation('areas');
  const holdsCurrent = items.some((i) => i.page === current);
  const [opened, setOpened] = useState(holdsCurrent);
  // A page of the group reached another way (the search, a link, the back button) opens it.
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    setSeen(current);
    if (holdsCurrent && !opened) setOpened(true);
  }
  return (
    <NavLink
      component="button"
      type="button"
      label={t(`groups.${group}`)}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      rightSection={
        <IconChevronRight
          size={14}
          aria-hidden
          style={{ transform: opened ? 'rotate(90deg)' : undefined, transition: 'transform 150ms' }}
        />
      }
      disableRightSectionRotation
      fw={600}
    >
      {items.map((i) => (
        <ItemLink key={screenKey(i)} item={i} current={current} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

/** A group opens at once: while its items slid into place, a click meant for one (a quick hand, a
 *  test driving the browser) landed on its neighbour and went nowhere. */
const INSTANT_GROUPS = { components: { Collapse: Collapse.extend({ defaultProps: { transitionDuration: 0 } }) } };

type SidebarProps = {
  area: LayoutArea;
  onNavigate: () => void;
  onLogout: () => void;
  /** The title, focused when the phone drawer opens. */
  titleRef?: Ref<HTMLHeadingElement>;
};

export function AreaSidebar({ area, onNavigate, onLogout, titleRef }: SidebarProps) {
  const { t } = useTranslation('areas');
  const { user } = useAuth();
  const { can, loading } = usePermissionCheck();
  const current = useCurrentPage(area);
  // Staff holding no staff page see no Home either (it would show nothing), and the note below.
  const noStaffPages = area === 'staff' && !holdsStaffPage(can);
  const sections = sidebarOf(area).map((s) => ({
    ...s,
    items: noStaffPages ? [] : s.items.filter((i) => can(permissionOf(i))),
  }));
  const shown = sections.reduce((n, s) => n + s.items.length, 0);
  const searchArea = area === 'admin' || area === 'staff' ? area : null;
  const canSearch = searchArea !== null && !loading && searchableKinds(user?.role, can).length > 0;
  return (
    <Stack h="100%" gap="sm">
      <Title order={2} size="h4" px="xs" pt="xs" ref={titleRef} tabIndex={-1} style={{ outline: 'none' }}>
        {t(`dashboard.${area}`)}
      </Title>
      {canSearch && searchArea && (
        <Suspense fallback={<Skeleton h={36} radius="md" />}>
          <GlobalSearch area={searchArea} onNavigate={onNavigate} />
        </Suspense>
      )}
      <ScrollArea style={{ flex: 1 }} type="auto" offsetScrollbars="present">
        <MantineThemeProvider theme={INSTANT_GROUPS}>
          <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {sections.map(({ group, items }) =>
              group === 'main' ? (
                items.map((i) => (
                  <li key={screenKey(i)}>
                    <ItemLink item={i} current={current} onNavigate={onNavigate} />
                  </li>
                ))
              ) : items.length > 0 ? (
                <li key={group}>
                  <NavGroup group={group} items={items} current={current} onNavigate={onNavigate} />
                </li>
              ) : null,
            )}
          </Stack>
        </MantineThemeProvider>
        {shown === 0 && !loading && (
          <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />} mx={4}>
            {t('noPermissions')}
          </Alert>
        )}
      </ScrollArea>
      <Button variant="default" leftSection={<IconLogout size={18} aria-hidden />} onClick={onLogout} fullWidth>
        {t('logout')}
      </Button>
    </Stack>
  );
}
