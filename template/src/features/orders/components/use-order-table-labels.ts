import { useTranslation } from 'react-i18next';
import { useDataTableLabels } from '@/components/data-table/use-data-table-labels';
import type { DataTableLabels } from '@/components/data-table/labels';

/** The data-table texts of the orders table: the shared ones, with the orders' own search and states. */
export function useOrderTableLabels(): DataTableLabels {
  const { t } = useTranslation('orders');
  return useDataTableLabels({
    search: t('table.search'),
    pagination: t('table.pagination'),
    empty: t('table.empty'),
    noMatches: t('table.noMatches'),
    loading: t('table.loading'),
    error: t('table.error'),
  });
}
