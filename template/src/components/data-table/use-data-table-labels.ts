import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import type { DataTableLabels } from './labels';

/**
 * The data-table texts in the current language (namespace `data-table`: list it in the screen's
 * namespaces in config/paths.ts), with a screen's own texts on top, e.g. `{ search: t('search') }`.
 */
export function useDataTableLabels(overrides: Partial<DataTableLabels> = {}): DataTableLabels {
  const { t, i18n } = useTranslation('data-table');
  const { search, empty, noMatches, loading, error, pagination, filters } = overrides;
  return useMemo(
    () => ({
      search: search ?? t('search'),
      itemsPerPage: t('itemsPerPage'),
      showing: ({ from, to, total }) =>
        t('showing', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(total) }),
      pagination: pagination ?? t('pagination'),
      previousPage: t('previousPage'),
      nextPage: t('nextPage'),
      page: (page) => t('page', { page: formatNumber(page) }),
      empty: empty ?? t('empty'),
      noMatches: noMatches ?? t('noMatches'),
      loading: loading ?? t('loading'),
      error: error ?? t('error'),
      selectAll: t('selectAll'),
      selectRow: (row) => t('selectRow', { row }),
      selected: (count) => t('selected', { count, formatted: formatNumber(count) }),
      deleteSelected: t('deleteSelected'),
      clearSelection: t('clearSelection'),
      filters: filters ?? t('filters'),
      clearFilters: t('clearFilters'),
      columns: t('columns'),
      exportCsv: t('exportCsv'),
    }),
    // The language is a dependency: formatNumber reads it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, search, empty, noMatches, loading, error, pagination, filters],
  );
}
