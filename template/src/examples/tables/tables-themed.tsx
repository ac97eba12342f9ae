/**
 * The header in the primary colour and striped rows: the colours are theme tokens, so the table
 * follows the preset, dark mode and every skin.
 */
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatNutrition, nutritionFields } from '@/examples/desserts/dessert-columns';
import { useDessertPage } from '@/examples/desserts/desserts-api';

export function TablesThemed() {
  const { t } = useTranslation('tables');
  const { data, isError, refetch, isRefetching } = useDessertPage({ page: 1, itemsPerPage: 10 });
  if (isError) return <ErrorState title={t('error')} onRetry={() => void refetch()} retrying={isRefetching} />;
  return (
    <Table aria-label={t('tables.names.themed')} aria-busy={!data || undefined} containerClassName="-mx-6 w-auto">
      <TableHeader className="bg-primary [&_th]:text-primary-foreground [&_tr]:border-primary">
        <TableRow className="hover:bg-transparent">
          <TableHead>{t('columns.name')}</TableHead>
          {nutritionFields.map((field) => (
            <TableHead key={field} className="text-end">
              {t(`columns.${field}`)}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody className="[&_tr:nth-child(even)]:bg-primary/6" data-skeleton-group={!data || undefined}>
        {data
          ? data.items.map((row) => (
              <TableRow key={row.id} className="border-0 hover:bg-primary/12">
                <TableCell className="font-medium text-primary-text">{row.name}</TableCell>
                {nutritionFields.map((field) => (
                  <TableCell key={field} className="text-end tabular-nums">
                    {formatNutrition(field, row[field])}
                  </TableCell>
                ))}
              </TableRow>
            ))
          : Array.from({ length: 10 }, (_, i) => (
              <TableRow key={`skeleton-${i}`} className="border-0">
                <TableCell colSpan={nutritionFields.length + 1}>
                  <Skeleton className="h-5 w-full" />
                </TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}
