import type { TFunction } from 'i18next';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PaginationFooter } from '@/components/data-table/data-table-pagination';
import { useDataTableLabels } from '@/components/data-table/use-data-table-labels';
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
import { useDirection } from '@/hooks/use-direction';
import { useCourses } from '../api/get-courses';
import { applyCourseFilters, courseFilters, courseTabs, type Course, type CourseTab } from '../types';
import { CourseCard } from './course-card';
import { CourseExploreBanner } from './course-explore-banner';
import { useCourseExplorerView } from './use-course-explorer-view';

/** A course is found by its name, its tutor and its category, in the reader's language. */
function matches(course: Course, search: string, t: TFunction<'academy'>): boolean {
  const text = search.trim().toLocaleLowerCase();
  if (!text) return true;
  return [course.name, course.tutor.name, t(`categories.${course.category}`, { defaultValue: course.category })]
    .join(' ')
    .toLocaleLowerCase()
    .includes(text);
}

/**
 * The catalogue: tabs the server answers, a search, extra filters as removable chips, and pages of
 * courses under the shared footer. Every choice lives in the address (see useCourseExplorerView).
 */
export function CourseExplorer() {
  const { t } = useTranslation('academy');
  const titleId = useId();
  const view = useCourseExplorerView();
  // Radix Tabs writes its own `dir` (ltr unless told), which the whole catalogue inside it inherits.
  const dir = useDirection();
  const labels = useDataTableLabels({ search: t('explore.search'), pagination: t('explore.pages') });
  const courses = useCourses(view.tab);
  const shown = useMemo(
    () => applyCourseFilters(courses.data ?? [], view.filters).filter((c) => matches(c, view.search, t)),
    [courses.data, view.filters, view.search, t],
  );
  // A page past the end (a filter or a hand-edited link) shows the last page.
  const pageCount = Math.max(1, Math.ceil(shown.length / view.pageSize));
  const page = Math.min(view.page, pageCount - 1);
  const rows = shown.slice(page * view.pageSize, (page + 1) * view.pageSize);

  return (
    <Card asChild aria-labelledby={titleId} data-testid="course-explorer">
      <section>
        <h2 id={titleId} className="sr-only">
          {t('explore.catalogue')}
        </h2>
        <CourseExploreBanner value={view.searchText} onValueChange={view.setSearchText} />
        <Tabs
          dir={dir}
          value={view.tab}
          onValueChange={(v) => view.setTab(v as CourseTab)}
          className="flex flex-col gap-4 p-6"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <TabsList aria-label={t('explore.tabsLabel')} className="max-w-full overflow-x-auto">
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
                    checked={view.filters.includes(filter)}
                    onCheckedChange={(on) => view.toggle(filter, on)}
                    onSelect={(e) => e.preventDefault()}
                  >
                    {t(`filters.${filter}`)}
                  </DropdownMenuCheckboxItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
          {view.filters.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={t('filters.active')}>
              {view.filters.map((filter) => (
                <li key={filter}>
                  <Chip
                    onRemove={() => view.toggle(filter, false)}
                    removeLabel={t('filters.remove', { name: t(`filters.${filter}`) })}
                  >
                    {t(`filters.${filter}`)}
                  </Chip>
                </li>
              ))}
            </ul>
          )}
          <TabsContent value={view.tab} aria-busy={courses.isPlaceholderData}>
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
        <PaginationFooter
          page={page}
          pageSize={view.pageSize}
          total={shown.length}
          onPageChange={view.setPage}
          onPageSizeChange={view.setPageSize}
          labels={labels}
          className="border-t border-border px-6 py-4"
        />
      </section>
    </Card>
  );
}
