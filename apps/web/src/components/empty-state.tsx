// What a list shows when it has nothing (or could not load): a short sentence, never a blank area.
import type { ReactNode } from 'react';
import { Paper, Stack, Text } from '@mantine/core';

export function EmptyState({ text, action, tone = 'neutral' }: { text: string; action?: ReactNode; tone?: 'neutral' | 'error' }) {
  return (
    <Paper withBorder p="lg" radius="md" role={tone === 'error' ? 'alert' : undefined}>
      <Stack align="center" gap="sm">
        <Text c={tone === 'error' ? 'red.8' : 'dimmed'} ta="center">
          {text}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
