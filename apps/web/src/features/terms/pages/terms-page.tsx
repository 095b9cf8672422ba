// /club/<slug>/admin/terms: the club's terms (a program or slot in one meets only inside it), with
// their registration days, a form to add or edit one, and Delete on a term no class uses.
import { useState } from 'react';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Term, TermInput } from '@springboard/contract/terms';
import { termOperations } from '@springboard/contract/operations/terms';
import { DayField } from '../../../components/form-inputs';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/dates';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { apiFieldErrors, errorMessage, errorText } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';

type Values = { name: string; starts_on: string; ends_on: string; registration_opens_on: string; priority_opens_on: string };
const EMPTY: Values = { name: '', starts_on: '', ends_on: '', registration_opens_on: '', priority_opens_on: '' };

const toBody = (v: Values): TermInput => ({
  name: v.name.trim(),
  starts_on: v.starts_on,
  ends_on: v.ends_on,
  registration_opens_on: v.registration_opens_on || null,
  priority_opens_on: v.priority_opens_on || null,
});

export default function TermsPage() {
  const { t, i18n } = useTranslation('week');
  const day = (iso: string) => formatDate(iso, i18n.resolvedLanguage);
  const { t: ta } = useTranslation('areas');
  const terms = useOperation(termOperations.list, {});
  const create = useOperationMutation(termOperations.create, { invalidates: [termOperations] });
  const update = useOperationMutation(termOperations.update, { invalidates: [termOperations] });
  const remove = useOperationMutation(termOperations.remove, { invalidates: [termOperations] });
  const [editing, setEditing] = useState<Term | null>(null);
  const closeLabel = t('close');
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: {
      name: (v) => (v.trim() ? null : t('terms.required')),
      starts_on: (v) => (v ? null : t('terms.required')),
      ends_on: (v) => (v ? null : t('terms.required')),
    },
  });

  const startEdit = (term: Term) => {
    setEditing(term);
    form.setValues({
      name: term.name,
      starts_on: term.starts_on,
      ends_on: term.ends_on,
      registration_opens_on: term.registration_opens_on ?? '',
      priority_opens_on: term.priority_opens_on ?? '',
    });
  };
  const reset = () => {
    setEditing(null);
    form.setValues(EMPTY);
    form.clearErrors();
  };

  const submit = async (v: Values) => {
    try {
      if (editing) await update.mutateAsync({ params: { id: editing.id }, body: toBody(v) });
      else await create.mutateAsync({ body: toBody(v) });
      toast('success', editing ? t('terms.saved') : t('terms.added'), { closeLabel });
      reset();
    } catch (err) {
      form.setErrors(apiFieldErrors(err, t));
      toast('error', t('terms.failed', { message: errorText(err, t) }), { closeLabel });
    }
  };
  const onDelete = async (term: Term) => {
    try {
      await remove.mutateAsync({ params: { id: term.id } });
      toast('success', t('terms.deleted'), { closeLabel });
      if (editing?.id === term.id) reset();
    } catch (err) {
      toast('error', t('terms.deleteFailed', { message: errorText(err, t) }), { closeLabel });
    }
  };

  const rows = terms.data ?? [];
  return (
    <>
      <PageHeader title={ta('pages.terms')} lead={t('terms.lead')} />
      <Stack gap="lg">
        {terms.isError ? <Text c="red">{t('terms.loadFailed', { message: errorMessage(terms.error) })}</Text> : null}
        {terms.data && rows.length === 0 ? <Text>{t('terms.empty')}</Text> : null}
        {rows.length > 0 ? (
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('terms.name')}</Table.Th>
                  <Table.Th>{t('terms.startsOn')}</Table.Th>
                  <Table.Th>{t('terms.endsOn')}</Table.Th>
                  <Table.Th>{t('terms.registrationOpensOn')}</Table.Th>
                  <Table.Th>{t('terms.priorityOpensOn')}</Table.Th>
                  <Table.Th>{t('terms.used')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((term) => (
                  <Table.Tr key={term.id}>
                    <Table.Td fw={600}>{term.name}</Table.Td>
                    <Table.Td>{day(term.starts_on)}</Table.Td>
                    <Table.Td>{day(term.ends_on)}</Table.Td>
                    <Table.Td>
                      {term.registration_opens_on ? (
                        day(term.registration_opens_on)
                      ) : (
                        <Badge variant="light">{t('terms.openNow')}</Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{term.priority_opens_on ? day(term.priority_opens_on) : '—'}</Table.Td>
                    <Table.Td>{t('terms.usedCount', { programs: term.programs, slots: term.slots })}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => startEdit(term)}
                          aria-label={`${t('terms.edit')} ${term.name}`}
                        >
                          {t('terms.edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => void onDelete(term)}
                          aria-label={`${t('terms.delete')} ${term.name}`}
                        >
                          {t('terms.delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="term-form">
          <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
            <Stack gap="sm">
              <Title order={2} size="h3" id="term-form">
                {editing ? t('terms.editHeading', { name: editing.name }) : t('terms.newHeading')}
              </Title>
              <TextInput {...form.getInputProps('name')} label={t('terms.name')} withAsterisk maxLength={60} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <DayField {...form.getInputProps('starts_on')} label={t('terms.startsOn')} withAsterisk />
                <DayField {...form.getInputProps('ends_on')} label={t('terms.endsOn')} withAsterisk />
                <DayField
                  {...form.getInputProps('registration_opens_on')}
                  clearable
                  label={t('terms.registrationOpensOn')}
                  description={t('optional')}
                />
                <DayField
                  {...form.getInputProps('priority_opens_on')}
                  clearable
                  label={t('terms.priorityOpensOn')}
                  description={t('terms.priorityHint')}
                />
              </SimpleGrid>
              <Group>
                <Button type="submit" loading={create.isPending || update.isPending}>
                  {editing ? t('terms.save') : t('terms.add')}
                </Button>
                {editing ? (
                  <Button variant="default" onClick={reset}>
                    {t('terms.cancel')}
                  </Button>
                ) : null}
              </Group>
            </Stack>
          </form>
        </Paper>
      </Stack>
    </>
  );
}
