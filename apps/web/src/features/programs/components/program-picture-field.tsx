// A program's picture in the program form: a preview as its card shows it, the file field
// (choosing a file replaces the saved picture) and Remove picture. Nothing is sent until the program
// is saved: the form then uploads the chosen file, or removes the picture, for the saved program.
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ClubPicture } from '@springboard/contract/pictures';
import { translateKey } from '../../../lib/i18n';
import { PicturePicker, pictureProblem } from '../../../components/picture-picker';

/** What the form will do with the picture on Save. */
export type PictureChoice = { file: File | null; remove: boolean; error: string | null };
export const NO_PICTURE_CHANGE: PictureChoice = { file: null, remove: false, error: null };

export function ProgramPictureField({
  saved,
  programName,
  value,
  onChange,
}: {
  saved: ClubPicture | null;
  programName: string;
  value: PictureChoice;
  onChange: (next: PictureChoice) => void;
}) {
  const { t } = useTranslation('programs');
  const choose = (file: File | null) => {
    const problem = file ? pictureProblem(file) : null;
    onChange({ file, remove: false, error: problem ? translateKey(t, `validation.image${problem}`) : null });
  };
  const name = programName.trim() || t('picture.thisProgram');
  return (
    <Stack gap="sm" component="section" aria-labelledby="program-picture-heading">
      <div>
        <Title order={2} size="h3" id="program-picture-heading">
          {t('picture.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('picture.lead')}
        </Text>
      </div>
      <PicturePicker
        label={saved && !value.remove ? t('picture.replace') : t('picture.file')}
        hint={t('picture.fileHint')}
        placeholder={t('picture.placeholder')}
        clearLabel={t('picture.clear')}
        saved={saved}
        removed={value.remove}
        file={value.file}
        onChoose={choose}
        error={value.error}
        savedAlt={t('picture.current', { program: name })}
        chosenAlt={t('picture.preview')}
        noneText={value.remove ? t('picture.removing') : t('picture.none')}
        chosenText={t('picture.chosen')}
        ratio={16 / 10}
        actions={
          saved &&
          !value.file &&
          (value.remove ? (
            <Button
              variant="default"
              onClick={() => onChange(NO_PICTURE_CHANGE)}
              leftSection={<IconArrowBackUp aria-hidden size={16} />}
            >
              {t('picture.keep')}
            </Button>
          ) : (
            <Button
              variant="default"
              onClick={() => onChange({ file: null, remove: true, error: null })}
              leftSection={<IconTrash aria-hidden size={16} />}
            >
              {t('picture.remove')}
            </Button>
          ))
        }
      />
    </Stack>
  );
}
