import { useTranslation } from 'react-i18next';
import type { DataTableLabels } from '@/components/data-table/labels';
import { useDataTableLabels } from '@/components/data-table/use-data-table-labels';

/** The data-table texts of the invoice list: the shared ones, with the invoices' own search and states. */
export function useInvoiceTableLabels(): DataTableLabels {
  const { t } = useTranslation('invoices');
  return useDataTableLabels({
    search: t('list.search'),
    pagination: t('list.pagination'),
    empty: t('list.empty'),
    noMatches: t('list.noMatches'),
    loading: t('list.loading'),
    error: t('list.error'),
  });
}
