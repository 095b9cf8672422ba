// /club/<slug>/admin/scheduled-jobs (admin, Settings group): the server's scheduled work for this
// club (README.md, "Scheduled work"): each job's last run, its result and its next run, with Run now.
// The calls are GET /api/jobs and POST /api/jobs/{job}/run. Above the jobs, the billing preview of the
// automatic charge; automatic charging's Run now charges that preview (its confirmation opens), so
// nothing the admin was not shown is charged.
import { useState } from 'react';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { jobOperations, type AutopayPreview, type JobStatus } from '@springboard/contract/operations/jobs';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';
import { MONEY_READS } from '../../../components/invoices/money-reads';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { BillingPreview } from '../components/billing-preview';
import { JobCard } from '../components/job-card';
import { countsText } from '../job-text';

export default function ScheduledJobsPage() {
  const { t } = useTranslation('jobs');
  const { t: ta } = useTranslation('areas');
  const jobs = useOperation(jobOperations.list, {});
  // A run changes the jobs and the billing preview; an automatic charge or new invoices change
  // what the money screens show too.
  const { mutateAsync } = useOperationMutation(jobOperations.runNow, { invalidates: [jobOperations, ...MONEY_READS] });
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());
  // The automatic charge runs on the billing preview only: its Run now confirms the preview shown.
  const preview = useOperation(jobOperations.previewAutomatic, {});
  const [confirming, setConfirming] = useState<AutopayPreview | null>(null);

  const onRun = async (job: JobStatus) => {
    if (job.job === 'autopay') {
      if (preview.data && preview.data.count > 0) setConfirming(preview.data);
      else toast('info', t('preview.nothingToCharge'), { closeLabel: t('close') });
      return;
    }
    const name = t(`names.${job.job}`);
    setRunning((r) => new Set(r).add(job.job));
    try {
      const run = await mutateAsync({ params: { job: job.job } });
      if (run.status === 'failed')
        toast('error', t('runFailed', { job: name, message: run.error ?? '' }), { closeLabel: t('close') });
      else toast('success', t('ran', { job: name, result: countsText(t, run.counts) }), { closeLabel: t('close') });
    } catch (err) {
      toast('error', t('runFailed', { job: name, message: errorMessage(err) }), { closeLabel: t('close') });
    } finally {
      setRunning((r) => {
        const next = new Set(r);
        next.delete(job.job);
        return next;
      });
    }
  };

  return (
    <>
      <PageHeader title={ta('pages.scheduledJobs')} lead={t('lead')} />
      <BillingPreview confirming={confirming} onConfirming={setConfirming} />
      {jobs.isLoading ? (
        <Loading h={240} />
      ) : jobs.isError ? (
        <EmptyState tone="error" text={t('loadFailed', { message: errorMessage(jobs.error) })} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
          {(jobs.data ?? []).map((job) => (
            <JobCard key={job.job} job={job} running={running.has(job.job)} onRun={(j) => void onRun(j)} />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
