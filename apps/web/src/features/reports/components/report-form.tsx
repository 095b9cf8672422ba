// The new-report form: the type, then that type's filters (a range of days, a program, or for a
// custom report its source, columns and filter rows). Checked by the contract's schema before it is
// sent; the server's refusals come back under the same fields.
import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  CUSTOM_SOURCES,
  REPORT_TYPES,
  type CustomSource,
  type FilterOp,
  type Report,
  type ReportType,
} from '@springboard/contract/reports';
import { programOperations } from '@springboard/contract/operations/programs';
import { reportOperations } from '@springboard/contract/operations/reports';
import { DayInput } from '../../../components/form-inputs';
import { translateKey } from '../../../lib/i18n';
import { useOperation, useOperationCache, useOperationMutation } from '../../../lib/operations';
import { toast } from '../../../lib/toast';
import {
  checkReport,
  columnsOf,
  defaultValues,
  kindOf,
  newFilter,
  opsOf,
  reportBody,
  withSource,
  type ReportValues,
} from '../report-form';
import { errorText, apiFieldErrors } from '../../../lib/server-messages';

const RANGED: readonly ReportType[] = ['membership', 'financial', 'attendance'];

export function ReportForm({ onCreated }: { onCreated: (report: Report) => void }) {
  const { t } = useTranslation('reports');
  const cache = useOperationCache();
  // The server computes the report and keeps it: the list refreshes, and the new report goes in the
  // cache so opening it costs no second call.
  const create = useOperationMutation(reportOperations.create, {
    onSuccess: (report) => cache.set(reportOperations.data, { params: { id: report.id } }, report),
    invalidates: [reportOperations.list],
  });
  const programs = useOperation(programOperations.withSlots, {});
  const form = useForm<ReportValues>({ initialValues: defaultValues(), validate: (v) => checkReport(v, t) });
  const v = form.getValues();
  const closeLabel = t('close');
  const column = (key: string) => translateKey(t, `columns.${key}`);

  const submit = async (values: ReportValues) => {
    try {
      const report = await create.mutateAsync({ body: reportBody(values) });
      toast('success', t('created'), { closeLabel });
      onCreated(report);
    } catch (err) {
      form.setErrors(apiFieldErrors(err, t));
      toast('error', t('runFailed', { message: errorText(err, t) }), { closeLabel });
    }
  };

  const programSelect = (
    <NativeSelect
      {...form.getInputProps('program_id')}
      label={t('form.program')}
      data={[{ value: '', label: t('form.allPrograms') }, ...(programs.data ?? []).map((p) => ({ value: p.id, label: p.label }))]}
    />
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="report-new">
      <form
        onSubmit={form.onSubmit(
          (values) => void submit(values),
          () => requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
        )}
        noValidate
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="report-new">
            {t('form.title')}
          </Title>
          <NativeSelect
            {...form.getInputProps('type')}
            label={t('form.type')}
            description={t(`typeHelp.${v.type}`)}
            data={REPORT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            onChange={(e) => {
              form.setFieldValue('type', e.currentTarget.value as ReportType);
              form.clearErrors();
            }}
          />
          {RANGED.includes(v.type) && (
            <SimpleGrid cols={{ base: 1, sm: v.type === 'attendance' ? 3 : 2 }} spacing="sm">
              <DayInput
                label={t('form.startDate')}
                withAsterisk
                value={v.start_date || null}
                onChange={(d) => form.setFieldValue('start_date', d ?? '')}
                error={form.errors.start_date}
              />
              <DayInput
                label={t('form.endDate')}
                withAsterisk
                value={v.end_date || null}
                onChange={(d) => form.setFieldValue('end_date', d ?? '')}
                error={form.errors.end_date}
              />
              {v.type === 'attendance' && programSelect}
            </SimpleGrid>
          )}
          {(v.type === 'program' || v.type === 'skills') && programSelect}
          {v.type === 'custom' && (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <NativeSelect
                  label={t('form.source')}
                  value={v.source}
                  data={CUSTOM_SOURCES.map((s) => ({ value: s, label: t(`sources.${s}`) }))}
                  onChange={(e) => form.setValues(withSource(form.getValues(), e.currentTarget.value as CustomSource))}
                />
                <MultiSelect
                  label={t('form.columns')}
                  description={t('form.columnsHelp')}
                  withAsterisk
                  value={v.columns}
                  data={columnsOf(v.source).map((c) => ({ value: c, label: column(c) }))}
                  onChange={(cols) => form.setFieldValue('columns', cols)}
                  error={form.errors.columns}
                  comboboxProps={{ withinPortal: true }}
                />
              </SimpleGrid>
              <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
                <Text component="legend" fw={600} size="sm">
                  {t('form.filters')}
                </Text>
                {v.filters.length === 0 && (
                  <Text size="sm" c="gray.7">
                    {t('form.noFilters')}
                  </Text>
                )}
                {v.filters.map((f, i) => (
                  <Group key={i} gap="xs" align="flex-start" wrap="wrap">
                    <NativeSelect
                      aria-label={t('form.filterColumn', { n: i + 1 })}
                      value={f.column}
                      data={columnsOf(v.source).map((c) => ({ value: c, label: column(c) }))}
                      onChange={(e) => {
                        const col = e.currentTarget.value;
                        form.setFieldValue(`filters.${i}`, { column: col, op: opsOf(v.source, col)[0]!, value: '' });
                      }}
                      error={form.errors[`filters.${i}.column`]}
                    />
                    <NativeSelect
                      aria-label={t('form.filterOp', { n: i + 1 })}
                      value={f.op}
                      data={opsOf(v.source, f.column).map((op) => ({ value: op, label: t(`ops.${op}`) }))}
                      onChange={(e) => form.setFieldValue(`filters.${i}.op`, e.currentTarget.value as FilterOp)}
                      error={form.errors[`filters.${i}.op`]}
                    />
                    {kindOf(v.source, f.column) === 'boolean' ? (
                      <NativeSelect
                        aria-label={t('form.filterValue', { n: i + 1 })}
                        value={f.value}
                        data={[
                          { value: '', label: '—' },
                          { value: 'true', label: t('result.yes') },
                          { value: 'false', label: t('result.no') },
                        ]}
                        onChange={(e) => form.setFieldValue(`filters.${i}.value`, e.currentTarget.value)}
                        error={form.errors[`filters.${i}.value`]}
                      />
                    ) : (
                      <TextInput
                        aria-label={t('form.filterValue', { n: i + 1 })}
                        value={f.value}
                        placeholder={kindOf(v.source, f.column) === 'date' ? '2025-09-01' : undefined}
                        maxLength={200}
                        onChange={(e) => form.setFieldValue(`filters.${i}.value`, e.currentTarget.value)}
                        error={form.errors[`filters.${i}.value`]}
                      />
                    )}
                    <ActionIcon
                      variant="subtle"
                      color="red.8"
                      size="lg"
                      aria-label={t('form.removeFilter', { n: i + 1 })}
                      onClick={() => form.removeListItem('filters', i)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                ))}
                <Group>
                  <Button
                    variant="default"
                    leftSection={<IconPlus size={16} aria-hidden />}
                    onClick={() => form.insertListItem('filters', newFilter(v.source))}
                    disabled={v.filters.length >= 10}
                  >
                    {t('form.addFilter')}
                  </Button>
                </Group>
              </Stack>
            </>
          )}
          {form.errors.type && (
            <Text size="sm" c="red.8" role="alert">
              {form.errors.type}
            </Text>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('form.run')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
