// The club logo: the current one (or a note that there is none), a file field that takes PNG, JPEG,
// WebP or GIF up to 1 MB (checked here, and again by the server from the file's bytes), Upload and
// Remove. It saves at once: the answer's logo_url is the new address the whole site shows.
import { Button, FileInput, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOGO_CONTENT_TYPES } from '@springboard/contract/settings';
import { settingsOperations } from '@springboard/contract/operations/settings';
import { translateKey } from '../../../lib/i18n';
import { useOperationMutation } from '../../../lib/operations';
import { useSavedSettings } from './use-saved-settings';
import { logoProblem } from '../settings-form';
import { useClubImage } from './use-club-image';

export function LogoSection({ logoUrl, clubName }: { logoUrl: string | null; clubName: string }) {
  const { t } = useTranslation('settings');
  const showSaved = useSavedSettings();
  // Without a logo the site shows the club's initial and name.
  const upload = useOperationMutation(settingsOperations.uploadLogo, { onSuccess: showSaved });
  const remove = useOperationMutation(settingsOperations.removeLogo, { onSuccess: showSaved });
  const image = useClubImage(
    'logo',
    {
      uploaded: t('logo.uploaded'),
      removed: t('logo.removed'),
      failed: (message) => t('logo.failed', { message }),
      problem: (f) => {
        const problem = logoProblem(f);
        return problem ? translateKey(t, `validation.${problem}`) : null;
      },
    },
    (body) => upload.mutateAsync({ body }),
    () => remove.mutateAsync(),
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="settings-logo">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id="settings-logo">
            {t('logo.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('logo.lead')}
          </Text>
        </div>
        <Group align="flex-start" gap="lg" wrap="wrap">
          <Paper bg="gray.0" p="sm" radius="md" miw={160} mih={96} style={{ display: 'grid', placeItems: 'center' }}>
            {logoUrl ? (
              <Image src={logoUrl} alt={t('logo.current', { club: clubName })} h={72} w="auto" maw={240} fit="contain" />
            ) : (
              <Stack gap={4} align="center" maw={200}>
                <IconPhoto aria-hidden size={28} color="var(--mantine-color-gray-6)" />
                <Text size="sm" c="dimmed" ta="center">
                  {t('logo.none')}
                </Text>
              </Stack>
            )}
          </Paper>
          <Stack gap="xs" style={{ flex: '1 1 260px' }}>
            <FileInput
              label={t('logo.file')}
              description={t('logo.fileHint')}
              placeholder={t('logo.placeholder')}
              // Mantine's placeholder grey is below WCAG AA contrast on white.
              styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
              accept={LOGO_CONTENT_TYPES.join(',')}
              value={image.file}
              onChange={image.choose}
              error={image.error}
              clearable
              clearButtonProps={{ 'aria-label': t('logo.clear') }}
              leftSection={<IconPhoto aria-hidden size={16} />}
            />
            <Group gap="sm">
              <Button
                onClick={image.send}
                loading={upload.isPending}
                disabled={!image.file || !!image.error}
                leftSection={<IconUpload aria-hidden size={16} />}
              >
                {t('logo.upload')}
              </Button>
              {logoUrl && (
                <Button
                  variant="default"
                  onClick={image.drop}
                  loading={remove.isPending}
                  leftSection={<IconTrash aria-hidden size={16} />}
                >
                  {t('logo.remove')}
                </Button>
              )}
            </Group>
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
