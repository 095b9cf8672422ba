// The area sidebar (document 02 §2): titled Admin, Staff or Member Dashboard; the admin's groups
// collapse (the group of the current page starts open), staff see only the items of the
// permissions they hold; a logout button at the bottom.
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, NavLink, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';
import { ADMIN_GROUPS, MEMBER_ITEMS, STAFF_ITEMS, type AreaGroup, type AreaName, type AreaScreen } from '../area-nav';

function ItemLink({ item, onNavigate }: { item: AreaScreen; onNavigate: () => void }) {
  const { t } = useTranslation('areas');
  const { club } = useTenant();
  const { pathname } = useLocation();
  const href = item.route.href(club);
  const active = pathname === href;
  return (
    <NavLink
      component={Link}
      to={href}
      label={t(`pages.${item.key}`)}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      variant="light"
    />
  );
}

function NavGroup({ group, onNavigate }: { group: AreaGroup; onNavigate: () => void }) {
  const { t } = useTranslation('areas');
  const { club } = useTenant();
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(() => group.items.some((i) => i.route.href(club) === pathname));
  return (
    <NavLink
      component="button"
      type="button"
      label={t(`groups.${group.key}`)}
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
      {group.items.map((i) => (
        <ItemLink key={i.key} item={i} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}

export function AreaSidebar({ area, onNavigate, onLogout }: { area: AreaName; onNavigate: () => void; onLogout: () => void }) {
  const { t } = useTranslation('areas');
  const { permissions } = useAuth();
  const staffItems = STAFF_ITEMS.filter((i) => !i.permission || permissions.includes(i.permission));
  return (
    <Stack h="100%" gap="sm">
      <Title order={2} size="h4" px="xs" pt="xs">
        {t(`dashboard.${area}`)}
      </Title>
      <ScrollArea style={{ flex: 1 }} type="auto">
        <Stack gap={2} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {area === 'admin' &&
            ADMIN_GROUPS.map((g) => (
              <li key={g.key}>
                <NavGroup group={g} onNavigate={onNavigate} />
              </li>
            ))}
          {area === 'staff' &&
            staffItems.map((i) => (
              <li key={i.key}>
                <ItemLink item={i} onNavigate={onNavigate} />
              </li>
            ))}
          {area === 'staff' && staffItems.length === 0 && (
            <li>
              <Text size="sm" c="dimmed" px="xs">
                {t('noPermissions')}
              </Text>
            </li>
          )}
          {area === 'member' &&
            MEMBER_ITEMS.map((i) => (
              <li key={i.key}>
                <ItemLink item={i} onNavigate={onNavigate} />
              </li>
            ))}
        </Stack>
      </ScrollArea>
      <Button variant="default" leftSection={<IconLogout size={18} aria-hidden />} onClick={onLogout} fullWidth>
        {t('logout')}
      </Button>
    </Stack>
  );
}
