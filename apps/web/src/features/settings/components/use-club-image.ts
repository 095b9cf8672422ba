// What the logo and the hero image of Manage Settings share: the chosen file and its problem (checked
// here, and again by the server from the file's bytes), Upload and Remove, each saved at once with a
// toast that says so. The answer of either call is the settings, which its mutation puts in the cache.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';
import { serverMessage, errorText } from '../../../lib/server-messages';

export type ClubImageTexts = {
  uploaded: string;
  removed: string;
  failed: (message: string) => string;
  /** What is wrong with a chosen file, in words, or null. */
  problem: (file: File) => string | null;
};

export function useClubImage(
  /** The field the server names in its answer to a refused file. */
  field: 'logo' | 'hero_image',
  texts: ClubImageTexts,
  /** Sends the file's own bytes. */
  upload: (bytes: Uint8Array) => Promise<unknown>,
  remove: () => Promise<unknown>,
) {
  const { t } = useTranslation('settings');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const closeLabel = t('close');

  const choose = (f: File | null) => {
    setFile(f);
    setError(f ? texts.problem(f) : null);
  };

  const send = async () => {
    if (!file || error) return;
    try {
      await upload(new Uint8Array(await file.arrayBuffer()));
      setFile(null);
      toast('success', texts.uploaded, { closeLabel });
    } catch (err) {
      const message =
        err instanceof ApiError && err.fieldDetail(field) ? serverMessage(t, err.fieldDetail(field)!) : errorText(err, t);
      setError(message);
      toast('error', texts.failed(message), { closeLabel });
    }
  };

  const drop = async () => {
    try {
      await remove();
      toast('success', texts.removed, { closeLabel });
    } catch (err) {
      toast('error', t('failed', { message: errorMessage(err) }), { closeLabel });
    }
  };

  return { file, error, choose, send: () => void send(), drop: () => void drop() };
}
