// /club/<slug>/admin/closed-dates: the coming closed dates (holidays of the whole club and classes
// cancelled on a date), a form for a holiday (a date or a range) and one to cancel one class.
import { Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Closure } from '@springboard/contract/closures';
import { closureOperations } from '@springboard/contract/operations/closures';
import { programOperations } from '@springboard/contract/operations/programs';
import { DayField } from '../../../components/form-inputs';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/dates';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { apiFieldErrors, errorMessage, errorText } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';

type Holiday = { name: string; starts_on: string; ends_on: string };
type Cancel = { slot_id: string; starts_on: string; name: string };

export default function ClosuresPage() {
  const { t, i18n } = useTranslation('week');
  const day = (iso: string) => formatDate(iso, i18n.resolvedLanguage);
  const { t: ta } = useTranslation('areas');
  const closures = useOperation(closureOperations.list, { query: {} });
  const slots = useOperation(programOperations.slots, {});
  const create = useOperationMutation(closureOperations.create, { invalidates: [closureOperations] });
  const remove = useOperationMutation(closureOperations.remove, { invalidates: [closureOperations] });
  const closeLabel = t('close');
  const required = (v: string) => (v.trim() ? null : t('closures.required'));
  const holiday = useForm<Holiday>({
    initialValues: { name: '', starts_on: '', ends_on: '' },
    validate: { name: required, starts_on: required },
  });
  const cancel = useForm<Cancel>({
    initialValues: { slot_id: '', starts_on: '', name: '' },
    validate: { slot_id: required, starts_on: required, name: required },
  });

  const addHoliday = async (v: Holiday) => {
    try {
      await create.mutateAsync({
        body: { name: v.name.trim(), starts_on: v.starts_on, ...(v.ends_on ? { ends_on: v.ends_on } : {}) },
      });
      toast('success', t('closures.added'), { closeLabel });
      holiday.reset();
    } catch (err) {
      holiday.setErrors(apiFieldErrors(err, t));
      toast('error', t('closures.failed', { message: errorText(err, t) }), { closeLabel });
    }
  };
  const cancelClass = async (v: Cancel) => {
    try {
      await create.mutateAsync({ body: { name: v.name.trim(), starts_on: v.starts_on, slot_id: v.slot_id } });
      toast('success', t('closures.cancelled'), { closeLabel });
      cancel.reset();
    } catch (err) {
      cancel.setErrors(apiFieldErrors(err, t));
      toast('error', t('closures.failed', { message: errorText(err, t) }), { closeLabel });
    }
  };
  const onRemove = async (c: Closure) => {
    try {
      await remove.mutateAsync({ params: { id: c.id } });
      toast('success', t('closures.removed'), { closeLabel });
    } catch (err) {
      toast('error', t('closures.failed', { message: errorText(err, t) }), { closeLabel });
    }
  };

  const rows = closures.data ?? [];
  const slotOptions = (slots.data ?? []).map((s) => ({ value: s.id, label: `${s.program_name} ${s.slot_id}` }));
  return (
    <>
      <PageHeader title={ta('pages.closedDates')} lead={t('closures.lead')} />
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="closures-upcoming">
          <Stack gap="sm">
            <Title order={2} size="h3" id="closures-upcoming">
              {t('closures.upcoming')}
            </Title>
            {closures.isError ? <Text c="red">{t('closures.loadFailed', { message: errorMessage(closures.error) })}</Text> : null}
            {closures.data && rows.length === 0 ? <Text>{t('closures.empty')}</Text> : null}
            {rows.length > 0 ? (
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('closures.when')}</Table.Th>
                    <Table.Th>{t('closures.what')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((c) => (
                    <Table.Tr key={c.id}>
                      <Table.Td>
                        {c.ends_on === c.starts_on ? day(c.starts_on) : `${day(c.starts_on)} – ${day(c.ends_on)}`}
                      </Table.Td>
                      <Table.Td>
                        <Text fw={600} size="sm">
                          {c.name}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {c.slot_id ? `${c.program_name ?? ''} ${c.slot_label ?? ''}` : t('closures.wholeClub')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => void onRemove(c)}
                          aria-label={t('closures.removeLabel', { name: c.name })}
                        >
                          {t('closures.remove')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : null}
          </Stack>
        </Paper>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="closures-holiday">
            <form onSubmit={holiday.onSubmit((v) => void addHoliday(v))} noValidate>
              <Stack gap="sm">
                <Title order={2} size="h3" id="closures-holiday">
                  {t('closures.holidayHeading')}
                </Title>
                <TextInput {...holiday.getInputProps('name')} label={t('closures.name')} withAsterisk maxLength={80} />
                <DayField {...holiday.getInputProps('starts_on')} label={t('closures.startsOn')} withAsterisk />
                <DayField {...holiday.getInputProps('ends_on')} label={t('closures.endsOn')} clearable />
                <Group>
                  <Button type="submit" loading={create.isPending}>
                    {t('closures.addHoliday')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Paper>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="closures-cancel">
            <form onSubmit={cancel.onSubmit((v) => void cancelClass(v))} noValidate>
              <Stack gap="sm">
                <Title order={2} size="h3" id="closures-cancel">
                  {t('closures.cancelHeading')}
                </Title>
                <Select
                  {...cancel.getInputProps('slot_id')}
                  label={t('closures.slot')}
                  data={slotOptions}
                  searchable
                  withAsterisk
                />
                <DayField {...cancel.getInputProps('starts_on')} label={t('closures.date')} withAsterisk />
                <TextInput {...cancel.getInputProps('name')} label={t('closures.reason')} withAsterisk maxLength={80} />
                <Group>
                  <Button type="submit" loading={create.isPending}>
                    {t('closures.cancelClass')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Paper>
        </SimpleGrid>
      </Stack>
    </>
  );
}
