// The club's logo from its settings, or a gradient badge with the club's initial when it has none.
import { Box, Group, Image, Text } from '@mantine/core';
import { useTenant } from '../lib/tenant-context';

export function ClubLogo({ size = 40, withName = true }: { size?: number; withName?: boolean }) {
  const { settings, clubName } = useTenant();
  const initial = clubName.trim().charAt(0).toUpperCase() || 'A';
  return (
    <Group gap="sm" wrap="nowrap">
      {settings?.logo_url ? (
        <Image src={settings.logo_url} alt={withName ? '' : clubName} h={size} w="auto" maw={size * 3} fit="contain" />
      ) : (
        <Box
          aria-hidden
          w={size}
          h={size}
          style={{
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            flex: 'none',
            color: 'white',
            fontWeight: 700,
            fontSize: size * 0.45,
            background: 'linear-gradient(135deg, var(--mantine-color-club-9), var(--mantine-color-club-7))',
          }}
        >
          {initial}
        </Box>
      )}
      {withName && (
        <Text fw={700} size="lg" lh={1.2}>
          {clubName}
        </Text>
      )}
    </Group>
  );
}
