import type { TFunction } from 'i18next';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { ControlsCellSkeleton, MediaCellSkeleton } from '@/components/data-table/cell-skeletons';
import { dataTableColumnHelper } from '@/components/data-table/client-table';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { selectionColumn } from '@/components/data-table/data-table-selection';
import type { DataTableLabels } from '@/components/data-table/labels';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { Tooltip } from '@/components/ui/tooltip';
import { formatMoney, formatNumber, formatPercent } from '@/lib/format';
import type { Product } from '../types';
import { productEditHref, productOverviewHref } from './product-links';
import { ProductRating } from './product-rating';
import { ProductThumb } from './product-thumb';

const col = dataTableColumnHelper<Product>();

/** What a product is found by: the texts its row shows, in the current language. */
export function productSearchText(product: Product, t: TFunction<'products'>): string {
  return [
    `#${product.id}`,
    product.name,
    t(`categories.${product.category}`),
    formatMoney(product.price),
    `${product.discount}%`,
    product.sku,
  ].join(' ');
}

/** Columns of the product list: selection, number, product, rating, price, discount, actions. */
export function productColumns(
  t: TFunction<'products'>,
  labels: DataTableLabels,
  onDelete: (product: Product) => void,
) {
  return col.columns([
    selectionColumn<Product>(labels, (p) => p.name),
    col.accessor('id', {
      meta: { label: t('columns.id'), hideBelow: 'sm' },
      header: ({ header }) => <DataTableColumnHeader header={header}>{t('columns.id')}</DataTableColumnHeader>,
      sortFn: 'basic',
      cell: ({ row }) => (
        <Link to={productOverviewHref(row.original.uid)} className="font-medium text-primary-text hover:underline">
          #{formatNumber(row.original.id, { useGrouping: false })}
        </Link>
      ),
    }),
    col.accessor('name', {
      meta: { label: t('columns.name'), skeleton: <MediaCellSkeleton size="md" lines={2} /> },
      header: ({ header }) => <DataTableColumnHeader header={header}>{t('columns.name')}</DataTableColumnHeader>,
      sortFn: 'text',
      cell: ({ row }) => (
        <span className="flex items-center gap-3">
          <ProductThumb image={row.original.image} category={row.original.category} />
          <span className="flex flex-col">
            <span className="font-medium text-foreground">{row.original.name}</span>
            <span className="text-xs text-muted-foreground">{t(`categories.${row.original.category}`)}</span>
          </span>
        </span>
      ),
    }),
    col.accessor('category', {
      meta: { label: t('columns.category'), exportValue: (p) => t(`categories.${p.category}`) },
      header: t('columns.category'),
      filterFn: 'equalsString',
      enableSorting: false,
      cell: ({ getValue }) => t(`categories.${getValue()}`),
    }),
    col.accessor('rating', {
      meta: { label: t('columns.rating'), hideBelow: 'md' },
      header: ({ header }) => <DataTableColumnHeader header={header}>{t('columns.rating')}</DataTableColumnHeader>,
      sortFn: 'basic',
      cell: ({ getValue }) => <ProductRating value={getValue()} label={t('rating', { value: getValue() })} />,
    }),
    col.accessor('price', {
      meta: { label: t('columns.price') },
      header: ({ header }) => (
        <DataTableColumnHeader header={header} align="end">
          {t('columns.price')}
        </DataTableColumnHeader>
      ),
      sortFn: 'basic',
      cell: ({ getValue }) => <span className="block text-end tabular-nums">{formatMoney(getValue())}</span>,
    }),
    col.accessor('discount', {
      meta: { label: t('columns.discount'), hideBelow: 'lg' },
      header: ({ header }) => <DataTableColumnHeader header={header}>{t('columns.discount')}</DataTableColumnHeader>,
      sortFn: 'basic',
      cell: ({ getValue }) => <Chip>{formatPercent(getValue())}</Chip>,
    }),
    col.display({
      id: 'actions',
      enableHiding: false,
      meta: { skeleton: <ControlsCellSkeleton count={3} /> },
      header: () => <span className="sr-only sm:not-sr-only">{t('columns.actions')}</span>,
      cell: ({ row }) => {
        const { name, uid } = row.original;
        return (
          <span className="flex gap-1">
            <Tooltip content={t('actions.view')}>
              <Button asChild variant="ghost" color="secondary" size="icon-sm">
                <Link to={productOverviewHref(uid)} aria-label={t('actions.viewNamed', { name })}>
                  <Eye aria-hidden />
                </Link>
              </Button>
            </Tooltip>
            <Tooltip content={t('actions.edit')}>
              <Button asChild variant="ghost" color="secondary" size="icon-sm">
                <Link to={productEditHref(uid)} aria-label={t('actions.editNamed', { name })}>
                  <Pencil aria-hidden />
                </Link>
              </Button>
            </Tooltip>
            <Tooltip content={t('actions.delete')}>
              <Button
                variant="ghost"
                color="error"
                size="icon-sm"
                aria-label={t('actions.deleteNamed', { name })}
                onClick={() => onDelete(row.original)}
              >
                <Trash2 aria-hidden />
              </Button>
            </Tooltip>
          </span>
        );
      },
    }),
  ]);
}
