/** /ecommerce/jobs/details?id=<job id>: one opening in full. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailScreen } from '@/components/layout/detail-screen';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { pathTo } from '@/config/paths';
import { routeId, useRouteId, wholeNumberId } from '@/hooks/use-route-id';
import { preloadJob, useJob } from '@/features/jobs/api/get-job';
import type { ScreenPreload } from '@/app/router';
import { JobDetails } from '@/features/jobs/components/job-details';

// The menu's plain link (no id) shows the first opening.
const jobId = { search: 'id', parse: wholeNumberId, fallback: 1 };

export const preload: ScreenPreload = (address) => {
  const id = routeId(jobId, address);
  if (id !== null) preloadJob(id);
};

export default function JobDetailsScreen() {
  const { t } = useTranslation('jobs');
  const id = useRouteId(jobId);
  const list = pathTo('ecommerce-jobs-list');
  return (
    <DetailScreen
      id={id}
      query={useJob(id)}
      header={(job) => ({
        title: job?.name ?? t('details.title'),
        breadcrumbs: [
          { label: t('crumbs.apps') },
          { label: t('crumbs.jobs'), to: list },
          { label: t('details.title') },
        ],
        actions: (
          <Link to={list} className={buttonClasses({ variant: 'tonal', color: 'secondary' })}>
            {t('details.back')}
          </Link>
        ),
      })}
      loadingLabel={t('details.loading')}
      skeleton={<Skeleton className="h-[48rem] rounded-card" />}
      notFound={{ title: t('details.notFound'), description: t('details.notFoundHint') }}
      cellId="job"
    >
      {(job) => <JobDetails job={job} onApply={() => toast.success(t('details.applied', { name: job.name }))} />}
    </DetailScreen>
  );
}
