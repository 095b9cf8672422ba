// /club/<slug>/member/classes: the family's make-up tokens (with their expiry dates) and its athletes'
// coming classes. "Will not attend" on a class (before the club's cut-off, after a confirmation)
// frees the place and gives a token; "Book a make-up" on a token opens the open class dates to pick
// from; a make-up booked can be cancelled before its cut-off. One column of cards, phone first.
import { useState } from 'react';
import { Badge, Box, Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ComingClass, MakeupToken } from '@springboard/contract/makeups';
import { makeupOperations } from '@springboard/contract/operations/makeups';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/dates';
import { useAuth } from '../../../lib/auth-context';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { errorMessage } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';
import { translateKey } from '../../../lib/i18n';
import { BookMakeupDialog } from '../components/book-makeup-dialog';
import { ClosedDates } from '../../../components/schedule/schedule-notes';
import { classDate, programName } from '../../../components/makeups/makeup-text';
import { timeRangeText } from '../../../components/slot-picker/slot-label';

const STATUS_COLOR = { available: '#1f6a2d', used: 'blue.9', voided: 'gray.7', expired: 'gray.7' } as const;
const CHANGES = [makeupOperations.tokens, makeupOperations.coming, makeupOperations.availability];

function TokenCard({ token, onBook }: { token: MakeupToken; onBook: () => void }) {
  const { t, i18n } = useTranslation('makeups');
  const lang = i18n.resolvedLanguage;
  const why =
    token.source === 'granted'
      ? t('tokens.granted', { reason: token.reason ?? '' })
      : t(token.source === 'absence' ? 'tokens.fromAbsence' : 'tokens.fromCancellation', {
          program: token.program ?? '',
          date: token.class_date ? classDate(token.class_date, lang) : '',
        });
  return (
    <Card withBorder radius="md" padding="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text fw={600}>{token.athlete_name}</Text>
          <Text size="sm">{why}</Text>
          {token.makeup && (
            <Text size="sm">
              {t('tokens.bookedFor', {
                program: token.makeup.program,
                date: classDate(token.makeup.date, lang),
                time: token.makeup.time,
              })}
            </Text>
          )}
          {token.status === 'voided' && token.voided_reason && (
            <Text size="sm">{t('tokens.voidedBecause', { reason: token.voided_reason })}</Text>
          )}
          <Text size="sm" c="dimmed">
            {t('tokens.useBy', { date: formatDate(token.expires_on, lang) })}
          </Text>
        </Stack>
        <Badge color={STATUS_COLOR[token.status]} variant="outline">
          {translateKey(t, `makeups:tokens.status.${token.status}`)}
        </Badge>
      </Group>
      {token.status === 'available' && (
        <Button mt="sm" fullWidth onClick={onBook}>
          {t('tokens.book')}
        </Button>
      )}
    </Card>
  );
}

type Asked = { kind: 'absence' | 'cancel'; c: ComingClass } | null;

export default function MyClassesPage() {
  const { t, i18n } = useTranslation('makeups');
  const { t: ta } = useTranslation('areas');
  const lang = i18n.resolvedLanguage;
  const { user } = useAuth();
  const membershipId = user?.membership_id ?? '';
  const enabled = { enabled: !!membershipId };
  const tokens = useOperation(makeupOperations.tokens, { query: { membership_id: membershipId } }, enabled);
  const coming = useOperation(makeupOperations.coming, { query: { membership_id: membershipId } }, enabled);
  const report = useOperationMutation(makeupOperations.reportAbsence, { invalidates: CHANGES });
  const cancel = useOperationMutation(makeupOperations.cancel, { invalidates: CHANGES });
  const [booking, setBooking] = useState<MakeupToken | null>(null);
  const [asked, setAsked] = useState<Asked>(null);

  const confirm = async () => {
    if (!asked) return;
    const { c } = asked;
    try {
      if (asked.kind === 'absence') {
        const res = await report.mutateAsync({ body: { athlete_id: c.athlete_id, slot_id: c.slot_id, date: c.date } });
        toast('success', res.token ? t('coming.reported') : t('coming.reportedNoToken', { name: c.athlete_name, cap: res.cap }), {
          closeLabel: t('close'),
        });
      } else if (c.makeup_id) {
        await cancel.mutateAsync({ params: { id: c.makeup_id } });
        toast('success', t('coming.cancelled'), { closeLabel: t('close') });
      }
      setAsked(null);
    } catch (err) {
      toast('error', errorMessage(err), { closeLabel: t('close') });
    }
  };

  const facts = asked && {
    name: asked.c.athlete_name,
    program: programName(asked.c, lang),
    date: classDate(asked.c.date, lang),
    time: asked.c.time,
  };

  return (
    <>
      <PageHeader title={ta('pages.myClasses')} lead={t('lead')} />
      <Stack gap="xl" maw={640}>
        <section aria-labelledby="tokens-title">
          <Title order={2} size="h3" id="tokens-title" mb="sm">
            {t('tokens.title')}
          </Title>
          {tokens.isLoading ? (
            <Loader size="sm" />
          ) : tokens.data?.length ? (
            <Stack gap="sm">
              {tokens.data.map((tok) => (
                <TokenCard key={tok.id} token={tok} onBook={() => setBooking(tok)} />
              ))}
            </Stack>
          ) : (
            <EmptyState text={t('tokens.none')} />
          )}
        </section>
        <section aria-labelledby="coming-title">
          <Title order={2} size="h3" id="coming-title" mb="sm">
            {t('coming.title')}
          </Title>
          {coming.isLoading ? (
            <Loader size="sm" />
          ) : coming.data?.length ? (
            <Stack gap="sm">
              {coming.data.map((c) => (
                <Card key={`${c.kind}|${c.athlete_id}|${c.slot_id}|${c.date}`} withBorder radius="md" padding="sm">
                  <Stack gap={6}>
                    <Text fw={600}>{[classDate(c.date, lang), timeRangeText(c.time, lang)].filter(Boolean).join(' · ')}</Text>
                    <Text size="sm">{`${c.athlete_name} · ${programName(c, lang)}`}</Text>
                    {c.kind === 'makeup' && (
                      <Badge color="blue.9" variant="outline">
                        {t('coming.makeup')}
                      </Badge>
                    )}
                    {c.absent && (
                      <Badge color="#9c3d07" variant="outline">
                        {t('coming.reportedAbsent')}
                      </Badge>
                    )}
                    {c.kind === 'class' && c.can_report_absence && (
                      <Button variant="default" fullWidth onClick={() => setAsked({ kind: 'absence', c })}>
                        {t('coming.willNotAttend')}
                      </Button>
                    )}
                    {c.kind === 'makeup' && c.can_cancel && (
                      <Button variant="default" fullWidth onClick={() => setAsked({ kind: 'cancel', c })}>
                        {t('coming.cancelMakeup')}
                      </Button>
                    )}
                  </Stack>
                </Card>
              ))}
            </Stack>
          ) : (
            <EmptyState text={t('coming.none')} />
          )}
          {coming.data?.length ? (
            <Box mt="md">
              <ClosedDates slotIds={[...new Set(coming.data.map((c) => c.slot_id))]} headingId="coming-closed-dates" />
            </Box>
          ) : null}
        </section>
      </Stack>
      {booking && <BookMakeupDialog token={booking} onClose={() => setBooking(null)} />}
      <Modal
        opened={asked !== null}
        onClose={() => setAsked(null)}
        title={asked?.kind === 'cancel' ? t('coming.cancelTitle') : t('coming.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        {facts && (
          <Stack>
            <Text>{asked?.kind === 'cancel' ? t('coming.cancelText', facts) : t('coming.confirmText', facts)}</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsked(null)}>
                {asked?.kind === 'cancel' ? t('coming.keepMakeup') : t('coming.keep')}
              </Button>
              <Button color="orange" loading={report.isPending || cancel.isPending} onClick={() => void confirm()}>
                {asked?.kind === 'cancel' ? t('coming.cancelConfirm') : t('coming.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
