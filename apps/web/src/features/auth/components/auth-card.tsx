// The frame of the sign-in, forgot-password and reset-password screens: the club's logo, or its
// name in the club colour (a shade dark enough to read on white), above a card with the form.
import type { ReactNode } from 'react';
import { Container, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTenant } from '../../../lib/tenant-context';
import { usePageTitle } from '../../../components/use-page-title';

export function AuthCard({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  const { settings, clubName } = useTenant();
  usePageTitle(title);
  return (
    <Container size={460} py={{ base: 'lg', sm: 48 }} px="md">
      <Stack align="center" gap="xs" mb="lg">
        {settings?.logo_url ? (
          <Image src={settings.logo_url} alt={clubName} h={64} w="auto" fit="contain" />
        ) : (
          <Text fz={28} fw={800} c="var(--mantine-color-anchor)" ta="center">
            {clubName}
          </Text>
        )}
        <Title order={1} size="h2" ta="center">
          {title}
        </Title>
        {lead && (
          <Text c="dimmed" ta="center" size="sm">
            {lead}
          </Text>
        )}
      </Stack>
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        {children}
      </Paper>
    </Container>
  );
}
