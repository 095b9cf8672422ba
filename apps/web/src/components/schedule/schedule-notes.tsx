// What a family reads under a class schedule (the public program page, registration and the member's
// classes): each term the classes run in, with "Opens for you on …" while registration into it has
// not opened for the reader (the server's day: the priority day for a family already enrolled, else
// the day it opens for everyone), and the coming closed dates of those classes (the club's holidays
// and the classes cancelled), as GET /api/terms and GET /api/closures give them.
import { Badge, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { closureOperations } from '@springboard/contract/operations/closures';
import { termOperations } from '@springboard/contract/operations/terms';
import { useOperation } from '../../lib/operations';
import { formatDate } from '../../lib/dates';

/** The most closed dates listed; the rest are on the family calendar. */
const MAX_CLOSED = 6;

export function TermNotes({ termIds }: { termIds: readonly (string | null)[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  const terms = useOperation(termOperations.list, {});
  const used = (terms.data ?? []).filter((term) => termIds.includes(term.id));
  if (used.length === 0) return null;
  return (
    <Stack gap={4}>
      {used.map((term) => (
        <Text size="sm" key={term.id}>
          {t('schedule.term', { term: term.name, from: formatDate(term.starts_on, lang), to: formatDate(term.ends_on, lang) })}
          {!term.open_for_you && term.opens_for_you_on ? (
            <>
              {' '}
              <Badge color="blue.9" variant="outline" component="span" style={{ textTransform: 'none' }}>
                {t('schedule.opensForYou', { date: formatDate(term.opens_for_you_on, lang) })}
              </Badge>
            </>
          ) : null}
        </Text>
      ))}
    </Stack>
  );
}

/** The club's coming holidays and the cancellations of these classes; nothing when there are none. */
export function ClosedDates({ slotIds, headingId }: { slotIds: readonly string[]; headingId: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  const closures = useOperation(closureOperations.list, { query: {} });
  const shown = (closures.data ?? []).filter((c) => c.slot_id === null || slotIds.includes(c.slot_id)).slice(0, MAX_CLOSED);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Text fw={600} size="sm" id={headingId} mb={4}>
        {t('schedule.closedTitle')}
      </Text>
      <List size="sm" spacing={2}>
        {shown.map((c) => {
          const dates =
            c.ends_on === c.starts_on
              ? formatDate(c.starts_on, lang)
              : t('schedule.range', { from: formatDate(c.starts_on, lang), to: formatDate(c.ends_on, lang) });
          return (
            <List.Item key={c.id}>
              {c.slot_id === null
                ? t('schedule.holiday', { dates, name: c.name })
                : t('schedule.cancelled', { dates, name: c.name, program: c.program_name ?? '' })}
            </List.Item>
          );
        })}
      </List>
    </section>
  );
}
