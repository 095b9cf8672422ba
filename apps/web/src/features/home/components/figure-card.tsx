// One figure of the home: a card that is a link to the list it counts (the figure, its label and a
// short note read as the link's name).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, Group, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';

type Props = { label: string; value: ReactNode; note?: ReactNode; to: string; testId: string };

export function FigureCard({ label, value, note, to, testId }: Props) {
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      radius="md"
      padding="lg"
      data-testid={testId}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600} c="dimmed">
          {label}
        </Text>
        <IconChevronRight size={16} aria-hidden />
      </Group>
      <Text fz={32} fw={700} lh={1.2} mt={4} data-testid={`${testId}-value`}>
        {value}
      </Text>
      {note && (
        <Text size="sm" c="dimmed" mt={4}>
          {note}
        </Text>
      )}
    </Card>
  );
}
