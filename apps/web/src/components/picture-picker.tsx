// Choosing a club picture (the hero image in Manage Settings, a program's picture in the program
// forms): a preview as the site will show it (the saved picture, the chosen file, or the default
// art), the file field (PNG, JPEG, WebP or GIF up to 5 MB, checked here and again by the server from
// the file's bytes) and the caller's buttons (upload, replace, remove).
import { useEffect, useState, type ReactNode } from 'react';
import { FileInput, Group, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { PICTURE_MAX_BYTES, PICTURE_UPLOAD_TYPES, type ClubPicture as ClubPictureData } from '@springboard/contract/pictures';
import { ClubPicture } from './club-picture';

/** What is wrong with a chosen file before it is sent, or null. */
export function pictureProblem(file: { size: number; type: string }): 'TooLarge' | 'NotImage' | null {
  if (file.size > PICTURE_MAX_BYTES) return 'TooLarge';
  if (!(PICTURE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'NotImage';
  return null;
}

/** The chosen file as a data: URL for its preview (the site's Content-Security-Policy allows data:
 *  images, not blob:), or null until it is read. */
function useFileUrl(file: File | null): string | null {
  const [read, setRead] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setRead({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return file && read?.file === file ? read.url : null;
}

export type PicturePickerProps = {
  label: string;
  hint: string;
  placeholder: string;
  clearLabel: string;
  /** The picture saved now (null: none). */
  saved: ClubPictureData | null;
  /** Shown as the default art although a picture is saved (its removal is waiting for Save). */
  removed?: boolean;
  file: File | null;
  onChoose: (file: File | null) => void;
  error: string | null;
  /** The preview's alt text: the saved picture's and the chosen file's. */
  savedAlt: string;
  chosenAlt: string;
  /** Said under the preview when it is the default art. */
  noneText: string;
  /** Said under the preview when it is the chosen file (e.g. "Saved with the program"). */
  chosenText?: string;
  /** The frame's width / height, as the site shows the picture. */
  ratio: number;
  actions: ReactNode;
};

export function PicturePicker(p: PicturePickerProps) {
  const fileUrl = useFileUrl(p.file);
  const showing = fileUrl ? 'chosen' : p.saved && !p.removed ? 'saved' : 'none';
  return (
    <Group align="flex-start" gap="lg" wrap="wrap">
      <Stack gap={6} style={{ flex: '0 1 280px', minWidth: 200 }}>
        {showing === 'chosen' ? (
          <div
            style={{ aspectRatio: String(p.ratio), overflow: 'hidden', borderRadius: 'var(--mantine-radius-md)' }}
            data-picture-preview="chosen"
          >
            <img
              src={fileUrl!}
              alt={p.chosenAlt}
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          </div>
        ) : (
          <ClubPicture
            picture={showing === 'saved' ? p.saved : null}
            alt={p.savedAlt}
            sizes="280px"
            ratio={p.ratio}
            radius="var(--mantine-radius-md)"
          />
        )}
        {showing === 'none' && (
          <Text size="sm" c="dimmed">
            {p.noneText}
          </Text>
        )}
        {showing === 'chosen' && p.chosenText && (
          <Text size="sm" c="dimmed">
            {p.chosenText}
          </Text>
        )}
      </Stack>
      <Stack gap="xs" style={{ flex: '1 1 260px' }}>
        <FileInput
          label={p.label}
          description={p.hint}
          placeholder={p.placeholder}
          // Mantine's placeholder grey is below WCAG AA contrast on white.
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          accept={PICTURE_UPLOAD_TYPES.join(',')}
          value={p.file}
          onChange={p.onChoose}
          error={p.error}
          clearable
          clearButtonProps={{ 'aria-label': p.clearLabel }}
          leftSection={<IconPhoto aria-hidden size={16} />}
        />
        <Group gap="sm">{p.actions}</Group>
      </Stack>
    </Group>
  );
}
