import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientTable } from '@/components/data-table/client-table';
import { DataTable } from '@/components/data-table/data-table';
import { DataTableFacetFilter } from '@/components/data-table/data-table-facet-filter';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { DataTableExportButton, DataTableViewOptions } from '@/components/data-table/data-table-view-options';
import { useDataTableLabels } from '@/components/data-table/use-data-table-labels';
import { Card } from '@/components/ui/card';
import { courseStatus, courseStatuses } from '../learning';
import type { Course } from '../types';
import { academyCourseColumns, courseSearchText, type CourseRow } from './academy-course-columns';

export interface AcademyCoursesTableProps {
  /** Every course of the catalogue with the learner's progress; undefined while loading. */
  courses?: readonly Course[];
  error?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
}

const getRowId = (row: CourseRow) => String(row.id);

/** Every course with where the learner stands in it: searchable, filterable by status, sortable, paged. */
export function AcademyCoursesTable({ courses, error, onRetry, retrying }: AcademyCoursesTableProps) {
  const { t, i18n } = useTranslation('academy');
  const titleId = useId();
  const labels = useDataTableLabels({
    search: t('dashboard.table.search'),
    empty: t('dashboard.table.empty'),
    noMatches: t('dashboard.table.noMatches'),
  });
  const rows = useMemo(() => (courses ?? []).map((c) => ({ ...c, status: courseStatus(c) })), [courses]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- texts follow the language
  const columns = useMemo(() => academyCourseColumns(t), [t, i18n.language]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the search text follows the language
  const searchText = useCallback((row: CourseRow) => courseSearchText(row, t), [t, i18n.language]);
  const table = useClientTable({
    data: rows,
    columns,
    searchText,
    getRowId,
    initialColumnVisibility: { category: false },
  });
  return (
    <Card className="overflow-hidden" data-testid="academy-courses-table">
      <DataTableToolbar
        title={t('dashboard.table.title')}
        titleId={titleId}
        searchLabel={labels.search}
        value={String(table.state.globalFilter ?? '')}
        onValueChange={(value) => table.setGlobalFilter(value)}
      >
        <DataTableFacetFilter
          table={table}
          columnId="status"
          label={t('dashboard.table.columns.status')}
          allLabel={t('dashboard.table.allStatuses')}
          options={courseStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
        <DataTableViewOptions table={table} labels={labels} />
        <DataTableExportButton table={table} labels={labels} filename="courses" />
      </DataTableToolbar>
      <DataTable
        table={table}
        labels={labels}
        labelledBy={titleId}
        loading={!courses && !error}
        error={error}
        onRetry={onRetry}
        retrying={retrying}
      />
      <DataTablePagination table={table} labels={labels} />
    </Card>
  );
}
