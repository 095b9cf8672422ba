// The member area waits behind this dialog while the family has a required policy whose current
// version it has not signed (a new policy, or a new version of one signed before): it shows what
// changed, and each is accepted with the guardian's typed full name. Nothing else of the area can
// be reached until then, except signing out.
import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { policyOperations } from '@springboard/contract/operations/policies';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { errorText } from '../../../lib/server-messages';
import {
  PolicySignature,
  signatureErrors,
  type SignatureErrors,
  type SignatureValue,
  withoutKey,
} from '../../../components/policy-document/policy-signature';

export function PendingPoliciesGate({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation('policies');
  const { user } = useAuth();
  const { clubName } = useTenant();
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const family = !!user?.membership_id && (user.role === 'member' || user.role === 'user');
  const policies = useOperation(policyOperations.family, { query: {} }, { enabled: family });
  const accept = useOperationMutation(policyOperations.accept, { invalidates: [policyOperations.family] });
  const [values, setValues] = useState<Record<string, SignatureValue>>({});
  const [errors, setErrors] = useState<Record<string, SignatureErrors>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const pending = policies.data?.pending ?? [];
  if (!family || !pending.length || !user) return null;
  const signer = { firstName: user.first_name, lastName: user.last_name };

  const submit = async () => {
    setFailed(null);
    const found: Record<string, SignatureErrors> = {};
    for (const p of pending) {
      const e = signatureErrors(values[p.id], signer, t);
      if (Object.keys(e).length) found[p.id] = e;
    }
    setErrors(found);
    const first = pending.find((p) => found[p.id]);
    if (first) {
      document.getElementById(`policy-${first.id}-${found[first.id]!.accepted ? 'accept' : 'name'}`)?.focus();
      return;
    }
    try {
      for (const p of pending) {
        await accept.mutateAsync({ params: { id: p.id }, body: { signature_name: values[p.id]!.name.trim() } });
      }
    } catch (err) {
      setFailed(errorText(err, t));
    }
  };

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      fullScreen={phone}
      size="lg"
      title={t('gate.title')}
    >
      <Stack gap="md">
        <Text size="sm">{t('gate.lead', { club: clubName })}</Text>
        {pending.map((p) => (
          <Stack key={p.id} gap={4}>
            {p.accepted_version === null ? (
              <Text size="sm" fw={600}>
                {t('gate.newPolicy')}
              </Text>
            ) : null}
            <PolicySignature
              id={p.id}
              title={p.title}
              text={p.text}
              version={p.current_version}
              previous={
                p.accepted_version !== null && p.accepted_text !== null
                  ? { version: p.accepted_version, text: p.accepted_text }
                  : null
              }
              signerName={`${user.first_name} ${user.last_name}`.trim()}
              value={values[p.id] ?? { accepted: false, name: '' }}
              errors={errors[p.id] ?? {}}
              onChange={(v) => {
                setValues((all) => ({ ...all, [p.id]: v }));
                setErrors((all) => withoutKey(all, p.id));
              }}
            />
          </Stack>
        ))}
        {failed ? (
          <Alert color="red" role="alert">
            {failed}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button variant="default" onClick={onSignOut}>
            {t('gate.signOut')}
          </Button>
          <Button onClick={() => void submit()} loading={accept.isPending}>
            {t('gate.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
