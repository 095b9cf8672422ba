// The site root '/': a club on its own host name (GET /api/tenant-lookup?domain=<host>) is sent to
// its /club/<slug>; anywhere else a short Springboard page explains where clubs live and offers a
// "Go to your club" field.
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Box, Button, Center, Container, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { clubOperations } from '@springboard/contract/operations/clubs';
import { ApiError, createApiClient } from '../lib/api-client';
import { operationKey } from '../lib/operation-queries';
import { LanguageSelect } from '../components/language-select';
import { MAIN_CONTENT_ID, SkipLink } from '../components/skip-link';
import { paths } from '../config/paths';

type TenantMatch = { id: string; slug: string; name: string };

/** Local and IP addresses are never a club's own domain: no need to ask (and log a 404). */
function mayBeClubDomain(host: string): boolean {
  return !!host && host !== 'localhost' && !/^[\d.]+$/.test(host) && !host.includes(':');
}

async function lookupTenant(domain: string): Promise<TenantMatch | null> {
  try {
    return await createApiClient(null, null).call(clubOperations.tenantLookup, { query: { domain } });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

function useTenantForHost() {
  const host = window.location.hostname.toLowerCase();
  return useQuery({
    // Before any club: the key has none. A 404 is an answer (no club there), so not the operation's own call.
    queryKey: operationKey(clubOperations.tenantLookup, { club: null, user: null }, { query: { domain: host } }),
    queryFn: () => lookupTenant(host),
    enabled: mayBeClubDomain(host),
    // A club's own host name does not move while the page is open.
    staleTime: Infinity,
    retry: false,
  });
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/i;

export function RootPage() {
  const { t } = useTranslation(['layout', 'common']);
  const navigate = useNavigate();
  const lookup = useTenantForHost();
  const form = useForm({
    initialValues: { club: '' },
    validate: { club: (v) => (SLUG.test(v.trim()) ? null : t('root.invalid')) },
  });

  useEffect(() => {
    document.title = 'Springboard';
  }, []);

  if (lookup.isLoading) {
    return (
      <Center h="100vh" role="status" aria-label={t('common:loading')}>
        <Loader />
      </Center>
    );
  }
  if (lookup.data) return <Navigate to={paths.home.href(lookup.data.slug)} replace />;

  return (
    <Box mih="100vh" bg="gray.0">
      <SkipLink />
      <Container size="sm" component="header" py="md">
        <Group justify="space-between">
          <Text fw={800} fz="xl" c="var(--mantine-color-anchor)">
            Springboard
          </Text>
          <LanguageSelect w={112} />
        </Group>
      </Container>
      <Container size="sm" component="main" id={MAIN_CONTENT_ID} py="xl">
        <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
          <Stack>
            <Title order={1}>{t('root.title')}</Title>
            <Text>{t('root.text')}</Text>
            <Text>{t('root.where')}</Text>
            <form onSubmit={form.onSubmit((v) => void navigate(paths.home.href(v.club.trim().toLowerCase())))} noValidate>
              <Group align="flex-start" gap="sm">
                <TextInput
                  label={t('root.field')}
                  description={t('root.fieldHint')}
                  leftSection={
                    <Text size="sm" c="dimmed" pl={4}>
                      /club/
                    </Text>
                  }
                  leftSectionWidth={56}
                  autoComplete="off"
                  style={{ flex: 1, minWidth: 200 }}
                  {...form.getInputProps('club')}
                />
                <Button type="submit" mt={{ base: 0, xs: 46 }}>
                  {t('root.go')}
                </Button>
              </Group>
            </form>
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
