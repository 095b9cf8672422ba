// The heading block of a page: one <h1> with an optional lead paragraph; also names the browser tab.
import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from './use-page-title';

export function PageHeader({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack gap="xs" mb="lg">
      <Title order={1}>{title}</Title>
      {lead && (
        <Text size="lg" c="dimmed">
          {lead}
        </Text>
      )}
      {children}
    </Stack>
  );
}
