/**
 * Twenty-five rows in a 300 px scroll area: the table keeps the card's height, and the area can be
 * focused and scrolled with the keyboard.
 */
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatNutrition, nutritionFields } from '@/examples/desserts/dessert-columns';
import { useDessertPage } from '@/examples/desserts/desserts-api';

export function TablesFixedHeight() {
  const { t } = useTranslation('tables');
  const { data, isError, refetch, isRefetching } = useDessertPage({ page: 1, itemsPerPage: 25 });
  if (isError) return <ErrorState title={t('error')} onRetry={() => void refetch()} retrying={isRefetching} />;
  const name = t('tables.names.fixedHeight');
  return (
    <div role="region" aria-label={name} tabIndex={0} className="-mx-6 h-75 overflow-auto border-y border-border">
      <Table aria-label={name} aria-busy={!data || undefined} containerClassName="overflow-visible">
        <TableHeader className="[&_tr]:border-t-0">
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
            : Array.from({ length: 6 }, (_, i) => (
                <TableRow key={`skeleton-${i}`}>
                  <TableCell colSpan={nutritionFields.length + 1}>
                    <Skeleton className="h-5 w-full" />
                  </TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </div>
  );
}
