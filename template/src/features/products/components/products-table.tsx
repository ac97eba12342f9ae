import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientTable } from '@/components/data-table/client-table';
import { DataTable } from '@/components/data-table/data-table';
import { DataTableFacetFilter } from '@/components/data-table/data-table-facet-filter';
import { DataTablePagination } from '@/components/data-table/data-table-pagination';
import { DataTableSelectionBar } from '@/components/data-table/data-table-selection';
import { DataTableToolbar } from '@/components/data-table/data-table-toolbar';
import { DataTableExportButton, DataTableViewOptions } from '@/components/data-table/data-table-view-options';
import { useDataTableLabels } from '@/components/data-table/use-data-table-labels';
import { Card } from '@/components/ui/card';
import { productCategories, type Product } from '../types';
import { productColumns, productSearchText } from './product-columns';

export interface ProductsTableProps {
  products: readonly Product[];
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
  /** Delete asked for these products (one row, or the selection): the caller confirms. */
  onDelete: (products: Product[]) => void;
  deleting?: boolean;
}

const getRowId = (product: Product) => product.uid;

/** The "Products" card: search, category filter, columns, CSV, selectable rows and pages. */
export function ProductsTable({ products, loading, error, onRetry, retrying, onDelete, deleting }: ProductsTableProps) {
  const { t, i18n } = useTranslation('products');
  const titleId = useId();
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
  const table = useClientTable({
    data: products,
    columns,
    searchText,
    getRowId,
    enableRowSelection: true,
    initialColumnVisibility: { category: false },
  });
  return (
    <Card className="overflow-hidden" data-testid="products-table">
      <DataTableToolbar
        title={t('list.cardTitle')}
        titleId={titleId}
        searchLabel={labels.search}
        value={String(table.state.globalFilter ?? '')}
        onValueChange={(value) => table.setGlobalFilter(value)}
      >
        <DataTableFacetFilter
          table={table}
          columnId="category"
          label={t('columns.category')}
          allLabel={t('list.allCategories')}
          options={productCategories.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
        />
        <DataTableViewOptions table={table} labels={labels} />
        <DataTableExportButton table={table} labels={labels} filename="products" />
      </DataTableToolbar>
      <DataTable
        table={table}
        labels={labels}
        labelledBy={titleId}
        loading={loading}
        error={error}
        onRetry={onRetry}
        retrying={retrying}
      />
      <DataTableSelectionBar table={table} labels={labels} onDelete={onDelete} deleting={deleting} />
      <DataTablePagination table={table} labels={labels} />
    </Card>
  );
}
