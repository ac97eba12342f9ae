import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GridPaginationLabels } from '@/components/data-table/grid-pagination';
import { formatNumber } from '@/lib/format';

/** Footer texts of the restaurant's paged lists, in the current language. */
export function useGridLabels(): GridPaginationLabels & { loading: string } {
  const { t } = useTranslation('restaurant');
  return useMemo(
    () => ({
      itemsPerPage: t('paging.rowsPerPage'),
      showing: ({ from, to, total }) =>
        t('paging.showing', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) }),
      pagination: t('paging.label'),
      previousPage: t('paging.previous'),
      nextPage: t('paging.next'),
      page: (page) => t('paging.page', { page: formatNumber(page) }),
      loading: t('paging.loading'),
    }),
    [t],
  );
}
