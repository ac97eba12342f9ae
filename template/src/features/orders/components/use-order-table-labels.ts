import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableLabels } from '@/components/data-table/labels';
import { formatNumber } from '@/lib/format';

/** The data-table texts of the orders table, in the current language. */
export function useOrderTableLabels(): DataTableLabels {
  const { t, i18n } = useTranslation('orders');
  return useMemo(
    () => ({
      search: t('table.search'),
      rowsPerPage: t('table.rowsPerPage'),
      showing: ({ from, to, total }) =>
        t('table.showing', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) }),
      pagination: t('table.pagination'),
      previousPage: t('table.previousPage'),
      nextPage: t('table.nextPage'),
      page: (page) => t('table.page', { page: formatNumber(page) }),
      empty: t('table.empty'),
      noMatches: t('table.noMatches'),
      loading: t('table.loading'),
      error: t('table.error'),
    }),
    // The language is a dependency: formatNumber reads it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
}
