/**
 * Column titles and a footer of averages that stay in view while twenty-five rows scroll between
 * them (`sticky` on the header, `sticky bottom-0` on the footer).
 */
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';
import { formatNutrition, nutritionFields, type NutritionField } from '@/examples/desserts/dessert-columns';
import { useDessertPage, type Dessert } from '@/examples/desserts/desserts-api';

const average = (rows: readonly Dessert[], field: NutritionField) =>
  rows.length ? rows.reduce((sum, row) => sum + row[field], 0) / rows.length : 0;

export function TablesFixedHeader() {
  const { t } = useTranslation('tables');
  const { data, isError, refetch, isRefetching } = useDessertPage({ page: 1, itemsPerPage: 25 });
  if (isError) return <ErrorState title={t('error')} onRetry={() => void refetch()} retrying={isRefetching} />;
  const name = t('tables.names.fixedHeader');
  return (
    <div role="region" aria-label={name} tabIndex={0} className="-mx-6 max-h-100 overflow-auto border-b border-border">
      <Table aria-label={name} aria-busy={!data || undefined} containerClassName="overflow-visible">
        <TableHeader sticky>
          <TableRow>
            <TableHead>{t('columns.name')}</TableHead>
            {nutritionFields.map((field) => (
              <TableHead key={field} className="text-end">
                {t(`columns.${field}`)}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody data-skeleton-group={!data || undefined}>
          {data
            ? data.items.map((row) => (
                <TableRow key={row.id}>
                  <TableCell className="font-medium">{row.name}</TableCell>
                  {nutritionFields.map((field) => (
                    <TableCell key={field} className="text-end tabular-nums">
                      {formatNutrition(field, row[field])}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : Array.from({ length: 8 }, (_, i) => (
                <TableRow key={`skeleton-${i}`}>
                  <TableCell colSpan={nutritionFields.length + 1}>
                    <Skeleton className="h-5 w-full" />
                  </TableCell>
                </TableRow>
              ))}
        </TableBody>
        {data && (
          <TableFooter className="sticky bottom-0 bg-muted">
            <TableRow className="hover:bg-transparent">
              <TableHead scope="row" className="text-sm tracking-normal text-foreground normal-case">
                {t('tables.average', { count: data.items.length, formatted: formatNumber(data.items.length) })}
              </TableHead>
              {nutritionFields.map((field) => (
                <TableCell key={field} className="text-end font-semibold tabular-nums">
                  {formatNutrition(field, average(data.items, field))}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </div>
  );
}
