import { LayoutGrid, List } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PaginationFooter } from '@/components/data-table/data-table-pagination';
import { useDataTableLabels } from '@/components/data-table/use-data-table-labels';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { NativeSelect } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { jobSorts, jobViews, type Job, type JobFilters, type JobSort, type JobView } from '../types';
import { JobGridItem, JobListItem } from './job-items';

export interface JobResultsCardProps {
  jobs: Job[] | undefined;
  filters: JobFilters;
  onSortChange: (sort: JobSort) => void;
  view: JobView;
  onViewChange: (view: JobView) => void;
  loading: boolean;
  busy: boolean;
  error: boolean;
  onRetry: () => void;
  hrefOf: (job: Job) => string;
  /** 0-based page shown (a page past the end shows the last one). */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/** "Showing Results: N", what was asked, sort, list or grid, and the page of jobs. */
export function JobResultsCard({
  jobs,
  filters,
  onSortChange,
  view,
  onViewChange,
  loading,
  busy,
  error,
  onRetry,
  hrefOf,
  page: askedPage,
  pageSize,
  onPageChange,
  onPageSizeChange,
}: JobResultsCardProps) {
  const { t } = useTranslation('jobs');
  const titleId = useId();
  const sortId = useId();
  const labels = useDataTableLabels({ pagination: t('results.pages') });
  const total = jobs?.length ?? 0;
  const page = Math.min(askedPage, Math.max(0, Math.ceil(total / pageSize) - 1));
  const rows = (jobs ?? []).slice(page * pageSize, (page + 1) * pageSize);
  const asked = [filters.role.trim(), filters.location.trim(), filters.workType && t(`workTypes.${filters.workType}`)]
    .filter(Boolean)
    .join(' · ');

  return (
    <Card asChild aria-labelledby={titleId} data-testid="job-results">
      <section>
        <CardHeader className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <CardTitle id={titleId} aria-live="polite">
              {t('results.title', { count: jobs?.length ?? 0, formatted: formatNumber(jobs?.length ?? 0) })}
            </CardTitle>
            <p className="text-sm text-muted-foreground">{asked || t('results.everything')}</p>
          </div>
          <div className="flex items-center gap-3">
            <div role="group" aria-label={t('results.view')} className="flex rounded-md border border-border p-0.5">
              {jobViews.map((v) => {
                const Icon = v === 'list' ? List : LayoutGrid;
                return (
                  <button
                    key={v}
                    type="button"
                    aria-pressed={view === v}
                    aria-label={t(`results.${v}`)}
                    onClick={() => onViewChange(v)}
                    className={cn(
                      'grid size-8 cursor-pointer place-items-center rounded-sm focus-visible:ring-3 focus-visible:ring-primary/30 focus-visible:outline-none',
                      view === v ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted',
                    )}
                  >
                    <Icon className="size-4" aria-hidden />
                  </button>
                );
              })}
            </div>
            <label htmlFor={sortId} className="sr-only">
              {t('results.sortBy')}
            </label>
            <NativeSelect
              id={sortId}
              value={filters.sort}
              onChange={(e) => onSortChange(e.target.value as JobSort)}
              className="w-auto"
            >
              {jobSorts.map((s) => (
                <option key={s} value={s}>
                  {t(`sorts.${s}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
        </CardHeader>
        <div className="px-6 pb-6" aria-busy={busy || loading}>
          {error ? (
            <ErrorState onRetry={onRetry} className="min-h-96" />
          ) : loading ? (
            <div className="grid gap-4" role="status" aria-label={labels.loading}>
              {Array.from({ length: 6 }, (_, i) => (
                <Skeleton key={i} className="h-28" />
              ))}
            </div>
          ) : rows.length === 0 ? (
            <EmptyState title={t('results.empty')} description={t('results.emptyHint')} className="min-h-96" />
          ) : (
            <ul className={cn('grid gap-4', view === 'grid' && 'sm:grid-cols-2 xl:grid-cols-3')}>
              {rows.map((job) => (
                <li key={job.id}>
                  {view === 'list' ? (
                    <JobListItem job={job} href={hrefOf(job)} />
                  ) : (
                    <JobGridItem job={job} href={hrefOf(job)} />
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
        <PaginationFooter
          page={page}
          pageSize={pageSize}
          total={total}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
          labels={labels}
          className="border-t border-border px-6 py-4"
        />
      </section>
    </Card>
  );
}
