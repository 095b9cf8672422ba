// member/skills, Progress: each athlete of the family with their level, skills and what to practise
// next, a printable report per athlete, and the family's weekly e-mail of new masteries.
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { athleteOperations } from '@springboard/contract/operations/athletes';
import { skillOperations } from '@springboard/contract/operations/skills';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth-context';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { errorMessage } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';
import { AthleteProgress } from '../components/athlete-progress';
import css from '../../../components/print-document.module.css';

export default function ProgressPage() {
  const { t } = useTranslation('skills');
  const { t: ta } = useTranslation('areas');
  const { user } = useAuth();
  const membershipId = user?.membership_id ?? null;
  const athletes = useOperation(athleteOperations.listOfMembership, membershipId ? { params: { id: membershipId } } : null);
  const [printing, setPrinting] = useState<string | null>(null);
  const print = (id: string) => {
    flushSync(() => setPrinting(id));
    window.print();
    setPrinting(null);
  };
  return (
    <>
      <PageHeader title={ta('pages.memberSkills')} lead={t('progress.lead')} />
      <Stack gap="md">
        {membershipId && <DigestSwitch membershipId={membershipId} />}
        {athletes.isLoading ? (
          <Loading h={200} />
        ) : athletes.isError ? (
          <EmptyState tone="error" text={t('loadFailed', { message: errorMessage(athletes.error) })} />
        ) : !athletes.data?.length ? (
          <EmptyState text={t('progress.empty')} />
        ) : (
          athletes.data.map((a) => <OneAthlete key={a.id} id={a.id} printing={printing === a.id} onPrint={() => print(a.id)} />)
        )}
      </Stack>
    </>
  );
}

function OneAthlete({ id, printing, onPrint }: { id: string; printing: boolean; onPrint: () => void }) {
  const { t } = useTranslation('skills');
  const skills = useOperation(skillOperations.athleteSkills, { params: { id } });
  if (skills.isLoading) return <Loading h={160} />;
  if (skills.isError || !skills.data)
    return <EmptyState tone="error" text={t('loadFailed', { message: errorMessage(skills.error) })} />;
  return <AthleteProgress data={skills.data} printing={printing} onPrint={onPrint} />;
}

function DigestSwitch({ membershipId }: { membershipId: string }) {
  const { t } = useTranslation('skills');
  const digest = useOperation(skillOperations.digest, { params: { id: membershipId } });
  const set = useOperationMutation(skillOperations.setDigest, { invalidates: [skillOperations.digest] });
  return (
    <Switch
      className={css.noPrint}
      label={t('progress.digest')}
      description={t('progress.digestHelp')}
      checked={digest.data?.enabled ?? false}
      disabled={!digest.data || set.isPending}
      onChange={(e) => {
        const enabled = e.currentTarget.checked;
        set.mutate(
          { params: { id: membershipId }, body: { enabled } },
          {
            onSuccess: () => toast('success', t('saved'), { closeLabel: t('close') }),
            onError: (err) => toast('error', t('saveFailed', { message: errorMessage(err) }), { closeLabel: t('close') }),
          },
        );
      }}
    />
  );
}
