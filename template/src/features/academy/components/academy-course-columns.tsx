import type { TFunction } from 'i18next';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { dataTableColumnHelper } from '@/components/data-table/client-table';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { selectionColumn } from '@/components/data-table/data-table-selection';
import type { DataTableLabels } from '@/components/data-table/labels';
import { Chip } from '@/components/ui/chip';
import { Progress } from '@/components/ui/progress';
import type { Tone } from '@/components/ui/tone';
import { formatNumber, formatPercent } from '@/lib/format';
import type { CourseStatus } from '../learning';
import { courseDetailsHref } from '../links';
import type { Course } from '../types';
import { CourseArtwork } from './course-artwork';

export type CourseRow = Course & { status: CourseStatus };

const col = dataTableColumnHelper<CourseRow>();

export const statusTone: Record<CourseStatus, Tone> = {
  'not-enrolled': 'secondary',
  'not-started': 'warning',
  'in-progress': 'primary',
  completed: 'success',
};

/** What a course row is found by: the texts it shows, in the current language. */
export function courseSearchText(row: CourseRow, t: TFunction<'academy'>): string {
  return [row.name, row.tutor.name, t(`categories.${row.category}`), t(`status.${row.status}`)].join(' ');
}

/**
 * Columns of the learner's course table: selection, course, category, status, progress, lessons,
 * rating. A phone keeps the course (its status is a filter away); the rest shows from wider screens on.
 */
export function academyCourseColumns(t: TFunction<'academy'>, labels: DataTableLabels) {
  const header = (key: string) => t(`dashboard.table.columns.${key}`);
  return col.columns([
    selectionColumn<CourseRow>(labels, (row) => row.name),
    col.accessor('name', {
      meta: { label: header('course') },
      header: ({ header: h }) => <DataTableColumnHeader header={h}>{header('course')}</DataTableColumnHeader>,
      sortFn: 'text',
      cell: ({ row }) => (
        <span className="flex items-center gap-3">
          <CourseArtwork
            category={row.original.category}
            image={row.original.courseBanner}
            sizes="40px"
            className="size-10 shrink-0 rounded-md"
            iconClassName="size-5"
          />
          <span className="flex min-w-0 flex-col">
            <Link
              to={courseDetailsHref(row.original.id)}
              className="font-medium text-foreground hover:text-primary-text hover:underline"
            >
              {row.original.name}
            </Link>
            <span className="text-xs text-muted-foreground">{t('card.by', { name: row.original.tutor.name })}</span>
          </span>
        </span>
      ),
    }),
    col.accessor('category', {
      meta: { label: header('category'), exportValue: (c) => t(`categories.${c.category}`), hideBelow: 'md' },
      header: header('category'),
      filterFn: 'equalsString',
      enableSorting: false,
      cell: ({ getValue }) => t(`categories.${getValue()}`, { defaultValue: getValue() }),
    }),
    col.accessor('status', {
      meta: { label: header('status'), exportValue: (c) => t(`status.${c.status}`), hideBelow: 'sm' },
      header: header('status'),
      filterFn: 'equalsString',
      enableSorting: false,
      cell: ({ getValue }) => (
        <Chip size="sm" color={statusTone[getValue()]}>
          {t(`status.${getValue()}`)}
        </Chip>
      ),
    }),
    col.accessor('progress', {
      meta: { label: header('progress'), hideBelow: 'md' },
      header: ({ header: h }) => <DataTableColumnHeader header={h}>{header('progress')}</DataTableColumnHeader>,
      sortFn: 'basic',
      cell: ({ row }) =>
        row.original.purchased ? (
          <span className="flex min-w-32 items-center gap-3">
            <Progress
              value={row.original.progress}
              color={statusTone[row.original.status]}
              label={t('dashboard.active.progressOf', { name: row.original.name })}
              className="flex-1"
            />
            <span className="w-10 text-end text-sm tabular-nums">{formatPercent(row.original.progress)}</span>
          </span>
        ) : (
          <span className="text-muted-foreground">
            <span aria-hidden>–</span>
            <span className="sr-only">{t('dashboard.table.notEnrolled')}</span>
          </span>
        ),
    }),
    col.accessor('lessonsDone', {
      meta: { label: header('lessons'), hideBelow: 'lg' },
      header: ({ header: h }) => <DataTableColumnHeader header={h}>{header('lessons')}</DataTableColumnHeader>,
      sortFn: 'basic',
      cell: ({ row }) => (
        <span className="tabular-nums">
          {t('dashboard.table.lessons', {
            done: formatNumber(row.original.lessonsDone),
            total: formatNumber(row.original.lessonsTotal),
          })}
        </span>
      ),
    }),
    col.accessor('rating', {
      meta: { label: header('rating'), hideBelow: 'sm' },
      header: ({ header: h }) => <DataTableColumnHeader header={h}>{header('rating')}</DataTableColumnHeader>,
      sortFn: 'basic',
      cell: ({ getValue }) => (
        <span className="flex items-center gap-1">
          <Star aria-hidden className="size-4 fill-warning text-warning" />
          <span className="sr-only">{t('card.rating')}</span>
          {formatNumber(getValue())}
        </span>
      ),
    }),
  ]);
}
