// The Website screen's building blocks: a text field bound to the language being edited, a
// section card, and a list of items the admin adds, removes and reorders.
import type { ReactNode } from 'react';
import { ActionIcon, Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { WebsiteLanguage } from '@springboard/contract/website';
import type { WebsiteValues } from '../website-form';

export type WebsiteForm = UseFormReturnType<WebsiteValues>;

type FieldProps = {
  form: WebsiteForm;
  /** The text's path in the values, e.g. 'hero.title' or 'testimonials.0.quote'. */
  path: string;
  lang: WebsiteLanguage;
  label: string;
  maxLength: number;
  multiline?: boolean;
  description?: string;
};

/** One text in the language being edited; the other language's text, if any, is hinted beside it. */
export function LocalField({ form, path, lang, label, maxLength, multiline = false, description }: FieldProps) {
  const props = form.getInputProps(`${path}.${lang}`);
  // A refusal of the text as a whole ("write it in English or Spanish") shows under either language.
  const error = props.error ?? form.errors[path];
  // The label says which language is being written, for a reader who scrolled past the switch.
  const named = `${label} (${lang === 'es' ? 'español' : 'English'})`;
  const common = { ...props, error, label: named, description, maxLength, lang, 'data-path': path } as const;
  return multiline ? <Textarea {...common} autosize minRows={3} maxRows={14} /> : <TextInput {...common} />;
}

export function Section({ id, title, hint, children }: { id: string; title: string; hint: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`${id}-title`}>
      <Title order={2} size="h4" id={`${id}-title`}>
        {title}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {hint}
      </Text>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}

type ListProps<T> = {
  form: WebsiteForm;
  field: 'why' | 'testimonials' | 'faq';
  itemLabel: string;
  max: number;
  empty: () => T;
  renderItem: (index: number) => ReactNode;
};

export function ListEditor<T>({ form, field, itemLabel, max, empty, renderItem }: ListProps<T>) {
  const { t } = useTranslation('website');
  const items = form.getValues()[field] as unknown[];
  return (
    <Stack gap="sm">
      {items.length === 0 ? <Text size="sm">{t('none')}</Text> : null}
      {items.map((_, i) => {
        const name = t('itemN', { section: itemLabel, n: i + 1 });
        return (
          <Card key={i} withBorder radius="sm" padding="sm" bg="gray.0" role="group" aria-label={name}>
            <Group justify="space-between" mb={6} wrap="nowrap">
              <Text fw={600} size="sm">
                {name}
              </Text>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  color="dark"
                  disabled={i === 0}
                  onClick={() => form.reorderListItem(field, { from: i, to: i - 1 })}
                  aria-label={`${t('moveUp')}: ${name}`}
                >
                  <IconArrowUp size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="dark"
                  disabled={i === items.length - 1}
                  onClick={() => form.reorderListItem(field, { from: i, to: i + 1 })}
                  aria-label={`${t('moveDown')}: ${name}`}
                >
                  <IconArrowDown size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => form.removeListItem(field, i)}
                  aria-label={`${t('remove')}: ${name}`}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
            <Stack gap="xs">{renderItem(i)}</Stack>
          </Card>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={items.length >= max}
        onClick={() => form.insertListItem(field, empty() as never)}
        style={{ alignSelf: 'flex-start' }}
      >
        {`${t('add')}: ${itemLabel}`}
      </Button>
    </Stack>
  );
}
