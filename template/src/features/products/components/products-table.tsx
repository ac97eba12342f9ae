import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListLoadState } from '@/components/data-table/list-load-state';
import { DataTableCard, type DataTableFilter } from '@/components/data-table/data-table-card';
import { useDataTableLabels } from '@/components/data-table/use-data-table-labels';
import { useListTable } from '@/components/data-table/use-list-table';
import { productCategories, type Product } from '../types';
import { productColumns, productSearchText } from './product-columns';

export interface ProductsTableProps extends ListLoadState {
  products: readonly Product[];
  /** Delete asked for these products (one row, or the selection): the caller confirms. */
  onDelete: (products: Product[]) => void;
}

const getRowId = (product: Product) => product.uid;

/** The "Products" card: search, category filter, columns, CSV, selectable rows and pages, kept in the address. */
export function ProductsTable({ products, loading, error, onRetry, retrying, onDelete }: ProductsTableProps) {
  const { t, i18n } = useTranslation('products');
  const labels = useDataTableLabels({
    search: t('list.search'),
    empty: t('list.empty'),
    noMatches: t('list.noMatches'),
    error: t('list.error'),
    loading: t('list.loading'),
  });
  const deleteOne = useCallback((product: Product) => onDelete([product]), [onDelete]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- texts follow the language
  const columns = useMemo(() => productColumns(t, labels, deleteOne), [t, labels, deleteOne, i18n.language]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the search text follows the language
  const searchText = useCallback((p: Product) => productSearchText(p, t), [t, i18n.language]);
  const filters = useMemo<DataTableFilter[]>(
    () => [
      {
        columnId: 'category',
        label: t('columns.category'),
        allLabel: t('list.allCategories'),
        options: productCategories.map((c) => ({ value: c, label: t(`categories.${c}`) })),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels follow the language
    [t, i18n.language],
  );
  const table = useListTable({
    listId: 'products',
    data: products,
    columns,
    searchText,
    getRowId,
    filters,
    enableRowSelection: true,
    initialColumnVisibility: { category: false },
  });
  return (
    <DataTableCard
      table={table}
      labels={labels}
      title={t('list.cardTitle')}
      exportName="products"
      filters={filters}
      onDeleteSelected={onDelete}
      loading={loading}
      error={error}
      onRetry={onRetry}
      retrying={retrying}
      data-testid="products-table"
    />
  );
}
