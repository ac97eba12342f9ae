/** A plain table of the first ten rows the demo backend serves: names first, figures aligned to the end. */
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatNutrition, nutritionFields } from '@/examples/desserts/dessert-columns';
import { useDessertPage } from '@/examples/desserts/desserts-api';

export function TablesBasic() {
  const { t } = useTranslation('tables');
  const { data, isError, refetch, isRefetching } = useDessertPage({ page: 1, itemsPerPage: 10 });
  if (isError) return <ErrorState title={t('error')} onRetry={() => void refetch()} retrying={isRefetching} />;
  return (
    <Table aria-label={t('tables.names.basic')} aria-busy={!data || undefined} containerClassName="-mx-6 w-auto">
      <TableHeader>
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
          : Array.from({ length: 10 }, (_, i) => (
              // Keys no row id takes: a placeholder row reused for a real one would count as moved.
              <TableRow key={`skeleton-${i}`}>
                <TableCell colSpan={nutritionFields.length + 1}>
                  <Skeleton className="h-5 w-full" />
                </TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}
