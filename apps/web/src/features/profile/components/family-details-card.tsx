// The family's details as an invited guardian sees them on Manage Profile: shown, not editable. The
// family's name, address and phone are the first guardian's to change (the server refuses anyone
// else's change), so the card says who can.
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Membership } from '@springboard/contract/memberships';

export function FamilyDetailsCard({ membership }: { membership: Membership }) {
  const { t } = useTranslation('profile');
  const name = `${membership.first_name} ${membership.last_name}`.trim();
  const place = [membership.city, [membership.state, membership.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const rows: [string, string][] = [
    [t('family.name'), name],
    [t('family.email'), membership.email],
    [t('family.phone'), membership.phone],
    [t('family.address'), [membership.address, place].filter(Boolean).join(', ')],
  ];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="family-details-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="family-details-title">
          {t('family.title')}
        </Title>
        <Text size="sm">{t('family.onlyFirst', { name })}</Text>
        <Stack gap={6} component="dl" m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="gray.7">
                {label}
              </Text>
              <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
