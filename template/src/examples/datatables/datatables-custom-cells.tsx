/**
 * Cells that draw their value: an avatar beside each name, the energy as a coloured chip, the
 * macronutrients as one split bar and iron as a progress bar. Each drawing also says its figures
 * in text, for screen readers and for search.
 */
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTableColumnHelper, useClientTable, type DataTableColumns } from '@/components/data-table/client-table';
import { DataTable } from '@/components/data-table/data-table';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { useDataTableLabels } from '@/components/data-table/use-data-table-labels';
import { Avatar, initials } from '@/components/ui/avatar';
import { Chip } from '@/components/ui/chip';
import { Progress } from '@/components/ui/progress';
import { tones, type Tone } from '@/components/ui/tone';
import { apiErrorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { dessertRowId, formatNutrition } from '@/examples/desserts/dessert-columns';
import { useDesserts, type Dessert } from '@/examples/desserts/desserts-api';
import { retryingAfterFailure } from '@/lib/retrying';

const none: Dessert[] = [];
const col = dataTableColumnHelper<Dessert>();

/** Energy bands per 100 g: light under 250 kcal, rich from 400. */
function energyLevel(calories: number): { level: 'light' | 'moderate' | 'rich'; tone: Tone } {
  if (calories < 250) return { level: 'light', tone: 'success' };
  if (calories < 400) return { level: 'moderate', tone: 'warning' };
  return { level: 'rich', tone: 'error' };
}

const macros = [
  { field: 'fat', fill: 'bg-warning' },
  { field: 'carbs', fill: 'bg-info' },
  { field: 'protein', fill: 'bg-success' },
] as const;

export function DatatablesCustomCells() {
  const { t, i18n } = useTranslation('tables');
  const titleId = useId();
  const labels = useDataTableLabels({ loading: t('loading') });
  const rows = useDesserts();
  const columns = useMemo<DataTableColumns<Dessert>>(
    () => [
      col.accessor('name', {
        header: ({ header }) => <DataTableColumnHeader header={header}>{t('columns.name')}</DataTableColumnHeader>,
        sortFn: 'text',
        cell: ({ row }) => (
          <span className="flex items-center gap-3">
            <Avatar aria-hidden fallback={initials(row.original.name)} size="sm" color={tones[row.original.id % 6]} />
            <span className="font-medium text-foreground">{row.original.name}</span>
          </span>
        ),
      }),
      col.accessor('calories', {
        header: ({ header }) => <DataTableColumnHeader header={header}>{t('columns.energy')}</DataTableColumnHeader>,
        sortFn: 'basic',
        cell: ({ row }) => {
          const { calories } = row.original;
          const { level, tone } = energyLevel(calories);
          return (
            <Chip size="sm" color={tone}>
              {t(`levels.${level}`, { calories: formatNumber(calories) })}
            </Chip>
          );
        },
      }),
      col.display({
        id: 'macros',
        header: t('columns.macros'),
        cell: ({ row }) => {
          const text = t('macrosText', {
            fat: formatNutrition('fat', row.original.fat),
            carbs: formatNutrition('carbs', row.original.carbs),
            protein: formatNutrition('protein', row.original.protein),
          });
          return (
            <span className="flex min-w-40 flex-col gap-1">
              <span role="img" aria-label={text} className="flex h-2 overflow-hidden rounded-full bg-muted">
                {macros.map(({ field, fill }) => (
                  <span key={field} className={fill} style={{ width: `${row.original[field]}%` }} />
                ))}
              </span>
              <span aria-hidden className="text-xs text-muted-foreground">
                {text}
              </span>
            </span>
          );
        },
      }),
      col.accessor('iron', {
        header: ({ header }) => <DataTableColumnHeader header={header}>{t('columns.iron')}</DataTableColumnHeader>,
        sortFn: 'basic',
        cell: ({ row }) => (
          <span className="flex min-w-32 items-center gap-3">
            <Progress
              value={row.original.iron}
              color={row.original.iron >= 15 ? 'success' : 'primary'}
              label={t('ironOf', { name: row.original.name })}
              className="h-1.5"
            />
            <span className="w-10 text-end text-xs tabular-nums">{formatNutrition('iron', row.original.iron)}</span>
          </span>
        ),
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- titles and figures follow the language
    [t, i18n.language],
  );
  const searchText = useCallback((row: Dessert) => row.name, []);
  const table = useClientTable({
    data: rows.data ?? none,
    columns,
    searchText,
    getRowId: dessertRowId,
  });
  return (
    <div className="-mx-6">
      <span id={titleId} hidden>
        {t('datatables.names.customCells')}
      </span>
      <DataTable
        table={table}
        labels={labels}
        labelledBy={titleId}
        loading={rows.isPending}
        error={rows.isError ? (apiErrorMessage(rows.error) ?? rows.error.message) : null}
        onRetry={() => void rows.refetch()}
        retrying={retryingAfterFailure(rows)}
      />
      <DataTablePagination table={table} labels={labels} />
    </div>
  );
}
