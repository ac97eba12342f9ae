import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTableCard, type DataTableFilter } from '@/components/data-table/data-table-card';
import { useConfirmDelete } from '@/components/data-table/use-confirm-delete';
import { useDataTableLabels } from '@/components/data-table/use-data-table-labels';
import { useListTable } from '@/components/data-table/use-list-table';
import { toast } from '@/components/ui/toast';
import { useDeleteCourses } from '../api/delete-course';
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

/**
 * "All Courses": every course with where the learner stands in it, on the one list card (search,
 * status filter, columns, CSV, selection, pages, all kept in the address), and DELETE
 * /academy/courses/:id for the selection after the one confirmation.
 */
export function AcademyCoursesTable({ courses, error, onRetry, retrying }: AcademyCoursesTableProps) {
  const { t, i18n } = useTranslation('academy');
  const searchId = useId();
  const labels = useDataTableLabels({
    search: t('dashboard.table.search'),
    empty: t('dashboard.table.empty'),
    noMatches: t('dashboard.table.noMatches'),
  });
  const rows = useMemo(() => (courses ?? []).map((c) => ({ ...c, status: courseStatus(c) })), [courses]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- texts follow the language
  const columns = useMemo(() => academyCourseColumns(t, labels), [t, labels, i18n.language]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the search text follows the language
  const searchText = useCallback((row: CourseRow) => courseSearchText(row, t), [t, i18n.language]);
  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        columnId: 'status',
        label: t('dashboard.table.columns.status'),
        allLabel: t('dashboard.table.allStatuses'),
        options: courseStatuses.map((s) => ({ value: s, label: t(`status.${s}`) })),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels follow the language
    [t, i18n.language],
  );
  const table = useListTable({
    listId: 'academy-courses',
    data: rows,
    columns,
    searchText,
    getRowId,
    filters,
    enableRowSelection: true,
    initialColumnVisibility: { category: false },
  });

  const remove = useDeleteCourses();
  const confirmDelete = useConfirmDelete<CourseRow>({
    title: (selected) =>
      selected.length === 1
        ? t('dashboard.table.delete.titleOne', { name: selected[0]?.name })
        : t('dashboard.table.delete.titleMany', { count: selected.length }),
    description: (selected) => t('dashboard.table.delete.description', { count: selected.length }),
    rowName: (row) => row.name,
    onDelete: async (selected) => {
      await remove.mutateAsync(selected.map((row) => row.id));
      toast.success(t('dashboard.table.delete.done', { count: selected.length }));
    },
    fallbackFocus: () => document.getElementById(searchId),
  });

  return (
    <>
      <DataTableCard
        table={table}
        labels={labels}
        title={t('dashboard.table.title')}
        exportName="courses"
        filters={filters}
        onDeleteSelected={confirmDelete.ask}
        busy={remove.isPending}
        loading={!courses && !error}
        error={error}
        onRetry={onRetry}
        retrying={retrying}
        searchId={searchId}
        data-testid="academy-courses-table"
      />
      {confirmDelete.dialog}
    </>
  );
}
