import { SlidersHorizontal } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GridPagination, usePaged } from '@/components/data-table/grid-pagination';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatNumber } from '@/lib/format';
import { useCourses } from '../api/get-courses';
import { applyCourseFilters, courseFilters, courseTabs, type CourseFilter, type CourseTab } from '../types';
import { CourseCard } from './course-card';

/** The catalogue: tabs the server answers, extra filters as removable chips, and pages of courses. */
export function CourseExplorer() {
  const { t } = useTranslation('academy');
  const titleId = useId();
  const [tab, setTab] = useState<CourseTab>('all');
  const [filters, setFilters] = useState<CourseFilter[]>([]);
  const courses = useCourses(tab);
  const shown = useMemo(() => applyCourseFilters(courses.data ?? [], filters), [courses.data, filters]);
  const { rows, pagination } = usePaged(shown);
  const toggle = (filter: CourseFilter, on: boolean) =>
    setFilters((list) => {
      // The two price orders exclude each other.
      const rest = list.filter((f) => f !== filter && !(on && f.startsWith('price') && filter.startsWith('price')));
      return on ? [...rest, filter] : rest;
    });
  const labels = {
    itemsPerPage: t('paging.rowsPerPage'),
    showing: ({ from, to, total }: { from: number; to: number; total: number }) =>
      t('paging.showing', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) }),
    pagination: t('paging.label'),
    previousPage: t('paging.previous'),
    nextPage: t('paging.next'),
    page: (page: number) => t('paging.page', { page: formatNumber(page) }),
  };

  return (
    <Card asChild aria-labelledby={titleId} data-testid="course-explorer">
      <section>
        <h2 id={titleId} className="sr-only">
          {t('explore.catalogue')}
        </h2>
        <Tabs value={tab} onValueChange={(v) => setTab(v as CourseTab)} className="flex flex-col gap-4 p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <TabsList aria-label={t('explore.tabsLabel')} className="overflow-x-auto">
              {courseTabs.map((value) => (
                <TabsTrigger key={value} value={value}>
                  {t(`tabs.${value}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline" color="secondary">
                  <SlidersHorizontal aria-hidden />
                  {t('filters.title')}
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {courseFilters.map((filter) => (
                  <DropdownMenuCheckboxItem
                    key={filter}
                    checked={filters.includes(filter)}
                    onCheckedChange={(on) => toggle(filter, on)}
                    onSelect={(e) => e.preventDefault()}
                  >
                    {t(`filters.${filter}`)}
                  </DropdownMenuCheckboxItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
          {filters.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={t('filters.active')}>
              {filters.map((filter) => (
                <li key={filter}>
                  <Chip
                    onRemove={() => toggle(filter, false)}
                    removeLabel={t('filters.remove', { name: t(`filters.${filter}`) })}
                  >
                    {t(`filters.${filter}`)}
                  </Chip>
                </li>
              ))}
            </ul>
          )}
          <TabsContent value={tab} aria-busy={courses.isFetching}>
            {courses.isError ? (
              <ErrorState onRetry={() => void courses.refetch()} className="min-h-96" />
            ) : !courses.data ? (
              <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} className="h-96" />
                ))}
              </div>
            ) : rows.length === 0 ? (
              <EmptyState title={t('explore.empty')} description={t('explore.emptyHint')} className="min-h-96" />
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {rows.map((course) => (
                  <li key={course.id}>
                    <CourseCard course={course} />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        </Tabs>
        <GridPagination {...pagination} labels={labels} className="border-t border-border px-6 py-4" />
      </section>
    </Card>
  );
}
