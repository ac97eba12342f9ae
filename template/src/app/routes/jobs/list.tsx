/** /ecommerce/jobs/list: filters (kept in the address) sent to the server, then the matching jobs (list or grid). */
import { useTranslation } from 'react-i18next';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { pathTo } from '@/config/paths';
import { useJobs } from '@/features/jobs/api/get-jobs';
import { JobFiltersCard } from '@/features/jobs/components/job-filters-card';
import { JobResultsCard } from '@/features/jobs/components/job-results-card';
import { useJobListParams } from '@/features/jobs/use-job-list-params';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

export default function JobListScreen() {
  const { t } = useTranslation('jobs');
  const { filters, view, setFilters, clearFilters, setSort, setView, ...paging } = useJobListParams();
  // Typing waits a moment before asking the server; the selects ask at once.
  const role = useDebouncedValue(filters.role.trim(), 250);
  const location = useDebouncedValue(filters.location.trim(), 250);
  const jobs = useJobs({ ...filters, role, location });
  const cells: PageCell[] = [
    {
      id: 'filters',
      span: 'col-span-12',
      card: <JobFiltersCard value={filters} onChange={setFilters} onClear={clearFilters} />,
    },
    {
      id: 'results',
      span: 'col-span-12',
      card: (
        <JobResultsCard
          jobs={jobs.data}
          filters={filters}
          onSortChange={setSort}
          view={view}
          onViewChange={setView}
          loading={!jobs.data && !jobs.isError}
          busy={jobs.isFetching}
          error={jobs.isError}
          onRetry={() => void jobs.refetch()}
          hrefOf={(job) => `${pathTo('ecommerce-jobs-details')}?id=${job.id}`}
          page={paging.page}
          pageSize={paging.pageSize}
          onPageChange={paging.setPage}
          onPageSizeChange={paging.setPageSize}
        />
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        breadcrumbs={[{ label: t('crumbs.apps') }, { label: t('crumbs.jobs') }, { label: t('list.title') }]}
      />
      <PageGrid cells={cells} />
    </div>
  );
}
