// One policy to sign: its text in a scrolling box (or what changed since the version signed
// before), the "I accept" box and the typed full name. Registration and the member area's dialog
// both use it; the name must be the guardian's first and last name (signatureMatches), as the
// server checks.
import { Box, Checkbox, Paper, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { signatureMatches } from '@springboard/contract/policies';
import { lineDiff } from './line-diff';
import classes from './policy-signature.module.css';

export type SignatureValue = { accepted: boolean; name: string };
export type SignatureErrors = { accepted?: string; name?: string };

/** The errors of one signature, in the reader's language; none when it may be sent. */
export function signatureErrors(
  v: SignatureValue | undefined,
  signer: { firstName: string; lastName: string },
  t: (key: 'sign.mustAccept' | 'sign.mustName' | 'sign.mustMatch') => string,
): SignatureErrors {
  const errors: SignatureErrors = {};
  if (!v?.accepted) errors.accepted = t('sign.mustAccept');
  if (!v?.name.trim()) errors.name = t('sign.mustName');
  else if (!signatureMatches(v.name, signer.firstName, signer.lastName)) errors.name = t('sign.mustMatch');
  return errors;
}

type Props = {
  id: string;
  title: string;
  text: string;
  /** The text the family accepted before: the box shows what changed. */
  previous?: { version: number; text: string } | null;
  version: number;
  signerName: string;
  value: SignatureValue;
  errors: SignatureErrors;
  onChange: (v: SignatureValue) => void;
};

export function PolicySignature({ id, title, text, previous, version, signerName, value, errors, onChange }: Props) {
  const { t } = useTranslation('policies');
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {previous ? (
          <>
            <Text size="sm" fw={600}>
              {t('gate.changed', { version: previous.version })}
            </Text>
            <ScrollArea.Autosize
              mah={220}
              type="auto"
              className={classes.box}
              tabIndex={0}
              aria-label={t('gate.changed', { version: previous.version })}
            >
              <Box p="xs">
                {lineDiff(previous.text, text)
                  .filter((l) => l.kind !== 'same' || l.text.trim() !== '')
                  .map((l, i) => (
                    <Text
                      key={i}
                      size="sm"
                      className={l.kind === 'added' ? classes.added : l.kind === 'removed' ? classes.removed : undefined}
                    >
                      {l.kind === 'added' ? <span className={classes.mark}>{t('gate.added')}: </span> : null}
                      {l.kind === 'removed' ? <span className={classes.mark}>{t('gate.removed')}: </span> : null}
                      {l.kind === 'removed' ? <del>{l.text}</del> : l.text}
                    </Text>
                  ))}
              </Box>
            </ScrollArea.Autosize>
            <Text size="sm" c="dimmed">
              {t('gate.fullText', { version })}
            </Text>
          </>
        ) : null}
        <ScrollArea.Autosize
          mah={220}
          type="auto"
          className={classes.box}
          tabIndex={0}
          aria-label={t('sign.textLabel', { title })}
        >
          <Text size="sm" p="xs" className={classes.text}>
            {text}
          </Text>
        </ScrollArea.Autosize>
        <Checkbox
          id={`policy-${id}-accept`}
          label={t('sign.accept', { title })}
          checked={value.accepted}
          error={errors.accepted}
          onChange={(e) => onChange({ ...value, accepted: e.currentTarget.checked })}
        />
        <TextInput
          id={`policy-${id}-name`}
          label={t('sign.name')}
          description={signerName.trim() ? t('sign.nameHint', { name: signerName }) : undefined}
          autoComplete="name"
          value={value.name}
          error={errors.name}
          onChange={(e) => onChange({ ...value, name: e.currentTarget.value })}
        />
      </Stack>
    </Paper>
  );
}

/** The errors of every policy but one: a changed answer loses its old error at once. */
export function withoutKey<T>(all: Record<string, T>, key: string): Record<string, T> {
  const next = { ...all };
  delete next[key];
  return next;
}
