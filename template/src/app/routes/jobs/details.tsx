/** /ecommerce/jobs/details?id=<job id>: one opening in full. */
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageGrid } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import { useJob } from '@/features/jobs/api/get-job';
import { JobDetailsCard } from '@/features/jobs/components/job-details-card';

/** The first job when the link has no id, so the menu's plain link shows an opening. */
function parseId(raw: string | null): number | null {
  if (raw === null) return 1;
  return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export default function JobDetailsScreen() {
  const { t } = useTranslation('jobs');
  const [params] = useSearchParams();
  const id = parseId(params.get('id'));
  // The same query as the card's (fetched once): the title is the opening's name once known.
  const job = useJob(id);
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
      <PageGrid cells={[{ id: 'job', span: 'col-span-12', card: <JobDetailsCard id={id} /> }]} />
    </div>
  );
}
