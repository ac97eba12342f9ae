/** /ecommerce/jobs/details?id=<job id>: one opening in full. */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { pathTo } from '@/config/paths';
import { useJob } from '@/features/jobs/api/get-job';
import { JobDetails } from '@/features/jobs/components/job-details';
import { isApiError } from '@/lib/api-client';

/** The first job when the link has no id, so the menu's plain link shows an opening. */
function parseId(raw: string | null): number | null {
  if (raw === null) return 1;
  return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export default function JobDetailsScreen() {
  const { t } = useTranslation('jobs');
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  const job = useJob(id);
  const missing = id === null || (isApiError(job.error) && job.error.status === 404);
  const list = pathTo('ecommerce-jobs-list');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={job.data?.name ?? t('details.title')}
        breadcrumbs={[
          { label: t('crumbs.apps') },
          { label: t('crumbs.jobs'), to: list },
          { label: t('details.title') },
        ]}
        actions={
          <Link to={list} className={buttonClasses({ variant: 'tonal', color: 'secondary' })}>
            {t('details.back')}
          </Link>
        }
      />
      {missing ? (
        <Card>
          <EmptyState title={t('details.notFound')} description={t('details.notFoundHint')} className="min-h-96" />
        </Card>
      ) : job.isError ? (
        <Card>
          <ErrorState onRetry={() => void job.refetch()} className="min-h-96" />
        </Card>
      ) : job.data ? (
        <JobDetails job={job.data} onApply={() => toast.success(t('details.applied', { name: job.data.name }))} />
      ) : (
        <Skeleton className="h-[48rem]" aria-label={t('details.loading')} />
      )}
    </div>
  );
}
