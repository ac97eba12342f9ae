import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { EmptyCard, ErrorCard } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useJob } from '../api/get-job';
import { JobDetails } from './job-details';

/**
 * One opening by id, with every state at the loaded card's size: the opening, a skeleton while it
 * loads, "not found" for an id that is not one (null) or that the server does not know, and Retry.
 */
export function JobDetailsCard({ id }: { id: number | null }) {
  const { t } = useTranslation('jobs');
  const job = useJob(id);
  if (id === null || (isApiError(job.error) && job.error.status === 404)) {
    return <EmptyCard title={t('details.notFound')} description={t('details.notFoundHint')} />;
  }
  if (job.isError) {
    return <ErrorCard onRetry={() => void job.refetch()} retrying={job.isFetching} />;
  }
  if (!job.data) return <Skeleton className="h-[48rem] rounded-card" aria-label={t('details.loading')} />;
  const { name } = job.data;
  return <JobDetails job={job.data} onApply={() => toast.success(t('details.applied', { name }))} />;
}
