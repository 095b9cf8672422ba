// The club's mark: its uploaded logo (settings) beside its name, or the name alone, set as a
// wordmark in the club's colour, when it has none (never an initial in a
// circle). While the club's settings load, a placeholder of the same height, so nothing moves.
import { Group, Image, Skeleton, Text } from '@mantine/core';
import { useTenant } from '../lib/tenant-context';

export function ClubLogo({ size = 40, withName = true }: { size?: number; withName?: boolean }) {
  const { settings, clubName, loading } = useTenant();
  if (loading) return <Skeleton h={Math.round(size * 0.7)} w={size * 4.5} radius="sm" aria-hidden />;
  const logo = settings?.logo_url;
  const nameSize = size >= 40 ? 'lg' : 'md';
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      {logo && (
        <Image
          src={logo}
          alt={withName ? '' : clubName}
          h={size}
          w="auto"
          maw={size * 3}
          fit="contain"
          style={{ flex: 'none' }}
        />
      )}
      {(withName || !logo) && (
        <Text
          component="span"
          fw={800}
          fz={nameSize}
          lh={1.15}
          c={logo ? undefined : 'var(--mantine-color-anchor)'}
          title={clubName}
          style={{ letterSpacing: '-0.015em', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {clubName}
        </Text>
      )}
    </Group>
  );
}
