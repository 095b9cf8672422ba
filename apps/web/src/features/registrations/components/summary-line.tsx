// One line of a money summary on the registration page (the registration fee, the monthly tuition):
// its label on the left, its amount on the right in figures of one width; the total in bold.
import { Group, Text } from '@mantine/core';

export function SummaryLine({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text
        size={strong ? 'md' : 'sm'}
        fw={strong ? 700 : 400}
        style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Text>
    </Group>
  );
}
