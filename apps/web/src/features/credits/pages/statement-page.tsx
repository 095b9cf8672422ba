// A family's statement: staff open it from the family's page (statements/:membershipId), a family
// from its own sidebar. A date range (the server's default: this month and the two before), the
// opening balance, every invoice, payment, refund, credit and void with the balance after it, and the
// closing balance; Print prints the statement alone, Download CSV saves its entries.
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { invoiceNumberLabel } from '@springboard/contract/invoice-lines';
import type { StatementEntry } from '@springboard/contract/credits';
import { formatMoney, toCents } from '@springboard/contract/money';
import { writeRecordText } from '@springboard/contract/record-texts';
import { creditOperations } from '@springboard/contract/operations/credits';
import { balanceWords, type BalanceReader } from '../../../components/balance-text';
import { saveFile } from '../../../components/data-table/csv';
import { formatDate } from '../../../lib/dates';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { DayInput } from '../../../components/form-inputs';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';
import { translateKey } from '../../../lib/i18n';
import { useOperation, useOperationApi } from '../../../lib/operations';
import { errorMessage } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';
import classes from '../../../components/print-document.module.css';

const METHODS = ['card', 'cash', 'check', 'other'];

export default function StatementPage() {
  const { t, i18n } = useTranslation('credits');
  const { t: tCommon } = useTranslation('common');
  const lang = i18n.resolvedLanguage;
  const { user } = useAuth();
  // The period is the club's calendar days: each entry is dated on the club's day too.
  const clubZone = useTenant().settings?.time_zone;
  const params = useParams();
  const membershipId = params.membershipId ?? user?.membership_id ?? null;
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const [draft, setDraft] = useState<{ from: string; to: string } | null>(null);
  const query = { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) };
  const statement = useOperation(creditOperations.statement, membershipId ? { params: { id: membershipId }, query } : null);
  const api = useOperationApi(creditOperations.statement);
  const s = statement.data;
  const shown = draft ?? (s ? { from: s.from, to: s.to } : { from: '', to: '' });
  const money = (dollars: number) => formatMoney(toCents(dollars), lang === 'es' ? 'es-US' : 'en-US');
  // The family reads its own statement ("You owe $X"); staff read a family's ("Owes $X").
  const reader: BalanceReader = params.membershipId ? 'staff' : 'family';
  const balanceText = (dollars: number) => balanceWords(tCommon, dollars, lang === 'es' ? 'es-US' : 'en-US', reader);

  const entryText = (e: StatementEntry) => {
    const number = e.invoice_number === null ? '' : invoiceNumberLabel(e.invoice_number);
    const title = translateKey(t, `statement.kind.${e.kind}`, { number });
    // A payment by its method; the rest in the reader's language when the system wrote them.
    const detail =
      e.kind === 'payment'
        ? METHODS.includes(e.description)
          ? translateKey(t, `statement.method.${e.description}`)
          : e.description
        : writeRecordText(e.description_text, e.description, lang);
    return { title, detail };
  };

  const download = async () => {
    if (!membershipId || !s) return;
    try {
      const file = await api.download(creditOperations.statement, {
        params: { id: membershipId },
        query: { from: s.from, to: s.to },
      });
      saveFile(`statement-${s.from}-${s.to}.csv`, file.blob);
    } catch (err) {
      toast('error', errorMessage(err), { closeLabel: t('refund.cancel') });
    }
  };

  return (
    <Stack gap="md">
      <div className={classes.noPrint}>
        <PageHeader title={t('statement.title')} lead={t('statement.lead')} />
      </div>
      <Card withBorder radius="md" padding="md" className={classes.noPrint}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            setRange({ from: shown.from || undefined, to: shown.to || undefined });
            setDraft(null);
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            {/* Days written as the page's language writes them, not as the browser's locale would. */}
            <DayInput
              label={t('statement.from')}
              value={shown.from || null}
              onChange={(d) => setDraft({ ...shown, from: d ?? '' })}
              w={{ base: '100%', xs: 220 }}
            />
            <DayInput
              label={t('statement.to')}
              value={shown.to || null}
              onChange={(d) => setDraft({ ...shown, to: d ?? '' })}
              w={{ base: '100%', xs: 220 }}
            />
            <Button type="submit" variant="light">
              {t('statement.show')}
            </Button>
            <Group gap="sm" ml={{ base: 0, sm: 'auto' }}>
              <Button
                variant="default"
                leftSection={<IconPrinter size={16} aria-hidden />}
                onClick={() => window.print()}
                disabled={!s}
              >
                {t('statement.print')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() => void download()}
                disabled={!s}
              >
                {t('statement.csv')}
              </Button>
            </Group>
          </Group>
        </form>
      </Card>
      {statement.isError ? (
        <EmptyState tone="error" text={t('statement.loadError', { message: errorMessage(statement.error) })} />
      ) : !s ? (
        <Loading h={200} />
      ) : (
        <Card withBorder radius="md" padding="md" className={classes.document} data-testid="statement">
          <Stack gap="sm">
            <div>
              <Title order={2} size="h3">
                {t('statement.family', { family: s.family_name })}
              </Title>
              <Text size="sm" c="dimmed">
                {t('statement.period', { from: formatDate(s.from, lang), to: formatDate(s.to, lang) })}
              </Text>
            </div>
            <Group justify="space-between">
              <Text fw={600}>{t('statement.opening')}</Text>
              <Text fw={600} data-testid="opening-balance" c={s.opening_balance < 0 ? 'red.9' : undefined}>
                {balanceText(s.opening_balance)}
              </Text>
            </Group>
            {s.entries.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('statement.empty')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={0}>
                <Table striped verticalSpacing={6} fz="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th visibleFrom="sm">{t('statement.columns.date')}</Table.Th>
                      <Table.Th>{t('statement.columns.entry')}</Table.Th>
                      <Table.Th ta="end">{t('statement.columns.amount')}</Table.Th>
                      <Table.Th ta="end">{t('statement.columns.balance')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {s.entries.map((e, i) => {
                      const { title, detail } = entryText(e);
                      return (
                        <Table.Tr key={i}>
                          <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                            {formatDate(e.date, lang, clubZone)}
                          </Table.Td>
                          <Table.Td style={{ verticalAlign: 'top' }}>
                            {/* On a phone the date goes with the entry: the amounts keep their room. */}
                            <Text size="xs" c="dimmed" hiddenFrom="sm">
                              {formatDate(e.date, lang, clubZone)}
                            </Text>
                            <Text size="sm" fw={500}>
                              {title}
                            </Text>
                            {detail ? (
                              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                                {detail}
                              </Text>
                            ) : null}
                            {e.credit_used ? (
                              <Text size="xs" c="teal.9">
                                {t('statement.creditUsed', { amount: money(e.credit_used) })}
                              </Text>
                            ) : null}
                          </Table.Td>
                          <Table.Td
                            ta="end"
                            style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}
                            c={e.amount < 0 ? 'red.9' : undefined}
                          >
                            {money(e.amount)}
                          </Table.Td>
                          <Table.Td ta="end" style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                            {balanceText(e.balance)}
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <Group justify="space-between">
              <Text fw={700}>{t('statement.closing')}</Text>
              <Text fw={700} data-testid="closing-balance" c={s.closing_balance < 0 ? 'red.9' : undefined}>
                {balanceText(s.closing_balance)}
              </Text>
            </Group>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
