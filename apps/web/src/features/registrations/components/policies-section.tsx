// The club's required policies on the registration's billing step: each read, accepted and signed
// with the parent's typed full name before the card is charged. Staff at the desk (cash) skip it:
// the family signs at its first sign-in.
import { useCallback, useMemo, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Policy } from '@springboard/contract/policies';
import type { RegistrationInput } from '@springboard/contract/registrations';
import { policyOperations } from '@springboard/contract/operations/policies';
import { useOperation } from '../../../lib/operations';
import {
  PolicySignature,
  signatureErrors,
  type SignatureErrors,
  type SignatureValue,
  withoutKey,
} from '../../../components/policy-document/policy-signature';

type Signed = NonNullable<RegistrationInput['policies']>;

/** The required policies, their signatures and a check that gives the body's list or null (and
 *  shows what is missing). */
export function useRegistrationPolicies(enabled: boolean) {
  const { t } = useTranslation('policies');
  const list = useOperation(policyOperations.list, {}, { enabled });
  const required: Policy[] = useMemo(
    () => (enabled ? (list.data ?? []).filter((p) => p.required_at_registration) : []),
    [enabled, list.data],
  );
  const [values, setValues] = useState<Record<string, SignatureValue>>({});
  const [errors, setErrors] = useState<Record<string, SignatureErrors>>({});

  const sign = useCallback(
    (signer: { firstName: string; lastName: string }): Signed | null => {
      const found: Record<string, SignatureErrors> = {};
      for (const p of required) {
        const e = signatureErrors(values[p.id], signer, t);
        if (Object.keys(e).length) found[p.id] = e;
      }
      setErrors(found);
      const first = required.find((p) => found[p.id]);
      if (first) {
        const field = found[first.id]!.accepted ? 'accept' : 'name';
        requestAnimationFrame(() => document.getElementById(`policy-${first.id}-${field}`)?.focus());
        return null;
      }
      return required.map((p) => ({ policy_id: p.id, version: p.current_version, signature_name: values[p.id]!.name.trim() }));
    },
    [required, values, t],
  );

  /** A changed answer is checked again on the next submit: its old error goes at once. */
  const change = useCallback((id: string, v: SignatureValue) => {
    setValues((all) => ({ ...all, [id]: v }));
    setErrors((all) => withoutKey(all, id));
  }, []);

  return { required, values, change, errors, sign };
}

type Props = { policies: ReturnType<typeof useRegistrationPolicies>; signerName: string };

export function PoliciesSection({ policies, signerName }: Props) {
  const { t } = useTranslation('policies');
  if (!policies.required.length) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('sign.heading')}
      </Title>
      <Text size="sm">{t('sign.lead')}</Text>
      {policies.required.map((p) => (
        <PolicySignature
          key={p.id}
          id={p.id}
          title={p.title}
          text={p.text}
          version={p.current_version}
          signerName={signerName}
          value={policies.values[p.id] ?? { accepted: false, name: '' }}
          errors={policies.errors[p.id] ?? {}}
          onChange={(v) => policies.change(p.id, v)}
        />
      ))}
    </Stack>
  );
}
