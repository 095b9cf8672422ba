// The area sidebar (document 02 §2): titled Admin, Staff or Member Dashboard, its items from the
// screens registry (config/screens.ts). The admin's groups collapse (the group of the current page
// starts open); staff see only the items of the permissions they hold; a logout button at the bottom.
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/tenant-context';
import { usePermissionCheck } from '../../../components/can';
import { permissionOf, screenKey, sidebarOf, type AdminGroup, type LayoutArea, type SidebarItem } from '../../../config/screens';

function ItemLink({ item, onNavigate }: { item: SidebarItem; onNavigate: () => void }) {
  const { t } = useTranslation('areas');
  const { club } = useTenant();
  const { pathname } = useLocation();
  const href = item.route.href(club);
  const active = pathname === href;
  return (
    <NavLink
      component={Link}
      to={href}
      label={t(`pages.${item.page}`)}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      variant="light"
    />
  );
}

function NavGroup({ group, items, onNavigate }: { group: AdminGroup; items: SidebarItem[]; onNavigate: () => void }) {
  const { t } = useTranslation('areas');
  const { club } = useTenant();
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(() => items.some((i) => i.route.href(club) === pathname));
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
        <ItemLink key={screenKey(i)} item={i} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

export function AreaSidebar({ area, onNavigate, onLogout }: { area: LayoutArea; onNavigate: () => void; onLogout: () => void }) {
  const { t } = useTranslation('areas');
  const { can, loading } = usePermissionCheck();
  const sections = sidebarOf(area).map((s) => ({
    ...s,
    items: s.items.filter((i) => can(permissionOf(i))),
  }));
  const shown = sections.reduce((n, s) => n + s.items.length, 0);
  return (
    <Stack h="100%" gap="sm">
      <Title order={2} size="h4" px="xs" pt="xs">
        {t(`dashboard.${area}`)}
      </Title>
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {sections.map(({ group, items }) =>
            group === 'main' ? (
              items.map((i) => (
                <li key={screenKey(i)}>
                  <ItemLink item={i} onNavigate={onNavigate} />
                </li>
              ))
            ) : (
              <li key={group}>
                <NavGroup group={group} items={items} onNavigate={onNavigate} />
              </li>
            ),
          )}
          {shown === 0 && !loading && (
            <li>
              <Text size="sm" c="dimmed" px="xs">
                {t('noPermissions')}
              </Text>
            </li>
          )}
        </Stack>
      </ScrollArea>
      <Button variant="default" leftSection={<IconLogout size={18} aria-hidden />} onClick={onLogout} fullWidth>
        {t('logout')}
      </Button>
    </Stack>
  );
}
