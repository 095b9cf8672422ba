// The attendance sheet's medical marker: for staff with view_medical_info a button that opens the
// athlete's details (that opening is an audited read); for others a label saying only that
// something is on file.
import { useState } from 'react';
import { Alert, Badge, Button, List, Modal, Stack, Text } from '@mantine/core';
import { IconFirstAidKit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { medicalOperations } from '@springboard/contract/operations/medical';
import { useOperation } from '../../lib/operations';
import { errorText } from '../../lib/server-messages';
import { useCan } from '../can';
import { Loading } from '../loading';

export function MedicalMarker({ athleteId, name }: { athleteId: string; name: string }) {
  const { t } = useTranslation('medical');
  const canView = useCan('view_medical_info');
  const [open, setOpen] = useState(false);
  if (!canView)
    return (
      <Badge variant="outline" color="red.9" leftSection={<IconFirstAidKit size={12} aria-hidden />} title={t('markerHidden')}>
        {t('marker')}
      </Badge>
    );
  return (
    <>
      <Button
        size="compact-xs"
        variant="outline"
        color="red.9"
        leftSection={<IconFirstAidKit size={12} aria-hidden />}
        aria-label={t('openFor', { name })}
        onClick={() => setOpen(true)}
      >
        {t('marker')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('dialogTitle', { name })}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        {open ? <MedicalSummary athleteId={athleteId} /> : null}
      </Modal>
    </>
  );
}

function MedicalSummary({ athleteId }: { athleteId: string }) {
  const { t } = useTranslation('medical');
  const d = useOperation(
    medicalOperations.get,
    { params: { id: athleteId } },
    { staleTime: Infinity, gcTime: 0, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
  );
  if (d.isLoading) return <Loading h={80} />;
  if (!d.data) return <Alert color="red">{errorText(d.error, t)}</Alert>;
  const none = t('none');
  return (
    <Stack gap="xs">
      <Text size="sm">
        <b>{t('allergies')}:</b> {d.data.allergies ?? none}
      </Text>
      <Text size="sm">
        <b>{t('medicalNotes')}:</b> {d.data.medical_notes ?? none}
      </Text>
      <Text size="sm">
        <b>{t('medications')}:</b> {d.data.medications ?? none}
      </Text>
      <Text size="sm" fw={700}>
        {t('contacts')}
      </Text>
      {d.data.emergency_contacts.length ? (
        <List size="sm">
          {d.data.emergency_contacts.map((c, i) => (
            <List.Item key={i}>
              {c.name} ({c.relationship}): <a href={`tel:${c.phone}`}>{c.phone}</a>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm">{none}</Text>
      )}
      <Text size="xs" c="gray.7">
        {t('auditNote')}
      </Text>
    </Stack>
  );
}
