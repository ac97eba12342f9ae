import { useTranslation } from 'react-i18next';
import type { DataTableLabels } from '@/components/data-table/labels';
import { useDataTableLabels } from '@/components/data-table/use-data-table-labels';

/** The shared list texts, with the orders table's own search, pages name and states. */
export function useRestaurantOrderLabels(): DataTableLabels {
  const { t } = useTranslation('restaurant');
  return useDataTableLabels({
    search: t('orders.search'),
    pagination: t('orders.pagination'),
    empty: t('orders.empty'),
    noMatches: t('orders.noMatches'),
    loading: t('orders.loading'),
    error: t('orders.error'),
  });
}

/** The shared list texts (the footer's above all), with the menu's own search, pages name and states. */
export function useRestaurantMenuLabels(): DataTableLabels {
  const { t } = useTranslation('restaurant');
  return useDataTableLabels({
    search: t('menu.search'),
    pagination: t('menu.pagination'),
    empty: t('menu.empty'),
    loading: t('menu.loading'),
  });
}
