// Book a make-up with one token: the open class dates of the athlete's program and equivalent ones
// (the server's availability), one tap to pick, one to confirm. Full screen on a phone.
import { useState } from 'react';
import { Alert, Button, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { MakeupOpening, MakeupToken } from '@springboard/contract/makeups';
import { makeupOperations } from '@springboard/contract/operations/makeups';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { errorMessage } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';
import { classDate, programName } from '../../../components/makeups/makeup-text';
import { timeRangeText } from '../../../components/slot-picker/slot-label';

const key = (o: MakeupOpening) => `${o.slot_id}|${o.date}`;

export function BookMakeupDialog({ token, onClose }: { token: MakeupToken; onClose: () => void }) {
  const { t, i18n } = useTranslation('makeups');
  const phone = useMediaQuery('(max-width: 48em)');
  const lang = i18n.resolvedLanguage;
  const openings = useOperation(makeupOperations.availability, { query: { athlete_id: token.athlete_id } });
  const book = useOperationMutation(makeupOperations.book, {
    invalidates: [makeupOperations.tokens, makeupOperations.coming, makeupOperations.availability],
  });
  const [picked, setPicked] = useState<string | null>(null);
  const rows = (openings.data ?? []).filter((o) => o.date <= token.expires_on);
  const chosen = rows.find((o) => key(o) === picked);

  const submit = async () => {
    if (!chosen) return;
    try {
      await book.mutateAsync({ body: { token_id: token.id, slot_id: chosen.slot_id, date: chosen.date } });
      toast('success', t('book.booked'), { closeLabel: t('close') });
      onClose();
    } catch (err) {
      toast('error', errorMessage(err), { closeLabel: t('close') });
      void openings.refetch();
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('tokens.bookFor', { name: token.athlete_name })}
      fullScreen={!!phone}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {openings.isLoading ? (
        <Loader size="sm" />
      ) : rows.length === 0 ? (
        <Alert color="gray">{t('book.none')}</Alert>
      ) : (
        <Stack gap="sm">
          <Radio.Group value={picked} onChange={setPicked} label={t('book.pick')}>
            <Stack gap="xs" mt="xs">
              {rows.map((o) => (
                <Radio.Card key={key(o)} value={key(o)} radius="md" p="sm" withBorder>
                  <Stack gap={2}>
                    <Text fw={600}>{[classDate(o.date, lang), timeRangeText(o.time, lang)].filter(Boolean).join(' · ')}</Text>
                    <Text size="sm">{programName(o, lang)}</Text>
                    <Text size="xs" c="dimmed">
                      {t('book.places', { count: o.places })}
                    </Text>
                  </Stack>
                </Radio.Card>
              ))}
            </Stack>
          </Radio.Group>
          <Button size="md" fullWidth disabled={!chosen} loading={book.isPending} onClick={() => void submit()}>
            {chosen
              ? t('book.confirm', { program: programName(chosen, lang), date: classDate(chosen.date, lang) })
              : t('book.choose')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
