// The landing page's hero image: a preview as the home page shows it (the saved picture,
// the chosen file, or the club's default art), the file field, Upload (Replace once there is one)
// and Remove. It saves at once: the answer's hero_image is what the home page then shows.
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ClubPicture } from '@springboard/contract/pictures';
import { settingsOperations } from '@springboard/contract/operations/settings';
import type { PublicSettings } from '@springboard/contract/settings';
import { translateKey } from '../../../lib/i18n';
import { PicturePicker, pictureProblem } from '../../../components/picture-picker';
import { useOperationMutation } from '../../../lib/operations';
import { useSavedSettings } from './use-saved-settings';
import { useClubImage } from './use-club-image';

type Props = {
  heroImage: ClubPicture | null;
  clubName: string;
  /** The saved landing page style: the Gymnastics one's rotating banner does not show the picture. */
  layout: PublicSettings['landing_layout'];
};

export function HeroImageSection({ heroImage, clubName, layout }: Props) {
  const { t } = useTranslation('settings');
  const showSaved = useSavedSettings();
  // The server keeps the picture in responsive widths; without one the landing shows the designed art.
  const upload = useOperationMutation(settingsOperations.uploadHeroImage, { onSuccess: showSaved });
  const remove = useOperationMutation(settingsOperations.removeHeroImage, { onSuccess: showSaved });
  const image = useClubImage(
    'hero_image',
    {
      uploaded: t('heroImage.uploaded'),
      removed: t('heroImage.removed'),
      failed: (message) => t('heroImage.failed', { message }),
      problem: (f) => {
        const problem = pictureProblem(f);
        return problem ? translateKey(t, `validation.heroImage${problem}`) : null;
      },
    },
    (body) => upload.mutateAsync({ body }),
    () => remove.mutateAsync(),
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="settings-hero-image">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id="settings-hero-image">
            {t('heroImage.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('heroImage.lead')}
          </Text>
        </div>
        {layout === 'gymnastics' && (
          <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />}>
            {t('heroImage.notShown')}
          </Alert>
        )}
        <PicturePicker
          label={t('heroImage.file')}
          hint={t('heroImage.fileHint')}
          placeholder={t('heroImage.placeholder')}
          clearLabel={t('heroImage.clear')}
          saved={heroImage}
          file={image.file}
          onChoose={image.choose}
          error={image.error}
          savedAlt={t('heroImage.current', { club: clubName })}
          chosenAlt={t('heroImage.preview')}
          noneText={t('heroImage.none')}
          chosenText={t('heroImage.chosen')}
          ratio={5 / 4}
          actions={
            <>
              <Button
                onClick={image.send}
                loading={upload.isPending}
                disabled={!image.file || !!image.error}
                leftSection={<IconUpload aria-hidden size={16} />}
              >
                {heroImage ? t('heroImage.replace') : t('heroImage.upload')}
              </Button>
              {heroImage && (
                <Button
                  variant="default"
                  onClick={image.drop}
                  loading={remove.isPending}
                  leftSection={<IconTrash aria-hidden size={16} />}
                >
                  {t('heroImage.remove')}
                </Button>
              )}
            </>
          }
        />
      </Stack>
    </Paper>
  );
}
