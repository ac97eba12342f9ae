import type { TFunction } from 'i18next';
import { dataTableColumnHelper } from '@/components/data-table/client-table';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { selectionColumn } from '@/components/data-table/data-table-selection';
import type { DataTableLabels } from '@/components/data-table/labels';
import { Chip } from '@/components/ui/chip';
import { formatDate, formatMoney } from '@/lib/format';
import type { RestaurantOrder } from '../types';
import { statusTone } from './restaurant-order-stats';

const col = dataTableColumnHelper<RestaurantOrder>();
const placedAt = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/** How a row is named in its checkbox and in the delete confirmation. */
export const restaurantOrderName = (order: RestaurantOrder) => `#${order.id} · ${order.customerName}`;

/**
 * Columns of the restaurant orders table. A phone keeps the checkbox, the customer (with the order
 * number under the name, where wider screens show the email and a column of its own) and the status;
 * the rest comes back as the screen widens (and is always in "Columns" and the CSV).
 */
export function restaurantOrderColumns(t: TFunction<'restaurant'>, labels: DataTableLabels) {
  const title = (key: string) => t(`orders.columns.${key}`);
  return col.columns([
    selectionColumn<RestaurantOrder>(labels, restaurantOrderName),
    col.accessor('id', {
      meta: { label: title('id'), hideBelow: 'sm', exportValue: (order) => `#${order.id}` },
      header: ({ header }) => <DataTableColumnHeader header={header}>{title('id')}</DataTableColumnHeader>,
      sortFn: 'alphanumeric',
      cell: ({ getValue }) => <span className="font-medium text-primary-text">#{getValue()}</span>,
    }),
    col.accessor('customerName', {
      meta: { label: title('customer') },
      header: ({ header }) => <DataTableColumnHeader header={header}>{title('customer')}</DataTableColumnHeader>,
      sortFn: 'text',
      cell: ({ row }) => (
        <div className="flex min-w-0 flex-col">
          <span className="font-medium text-foreground">{row.original.customerName}</span>
          <span className="text-xs text-muted-foreground max-sm:hidden">{row.original.customerEmail}</span>
          <span className="text-xs font-medium text-primary-text sm:hidden">#{row.original.id}</span>
        </div>
      ),
    }),
    col.accessor('total', {
      meta: { label: title('total'), hideBelow: 'sm' },
      header: ({ header }) => (
        <DataTableColumnHeader header={header} align="end">
          {title('total')}
        </DataTableColumnHeader>
      ),
      sortFn: 'basic',
      cell: ({ getValue }) => <span className="block text-end tabular-nums">{formatMoney(getValue())}</span>,
    }),
    col.accessor('dateTime', {
      meta: { label: title('dateTime'), hideBelow: 'md', exportValue: (order) => order.dateTime },
      header: ({ header }) => <DataTableColumnHeader header={header}>{title('dateTime')}</DataTableColumnHeader>,
      sortFn: 'alphanumeric',
      cell: ({ getValue }) => <time dateTime={getValue()}>{placedAt(getValue())}</time>,
    }),
    col.accessor('paymentMethod', {
      meta: {
        label: title('payMethod'),
        hideBelow: 'lg',
        exportValue: (order) => t(`payMethods.${order.paymentMethod}`),
      },
      filterFn: 'equalsString',
      header: ({ header }) => <DataTableColumnHeader header={header}>{title('payMethod')}</DataTableColumnHeader>,
      sortFn: 'text',
      cell: ({ getValue }) => t(`payMethods.${getValue()}`),
    }),
    col.accessor('branch', {
      meta: { label: title('branch'), hideBelow: 'xl' },
      header: ({ header }) => <DataTableColumnHeader header={header}>{title('branch')}</DataTableColumnHeader>,
      sortFn: 'text',
    }),
    col.accessor('status', {
      meta: { label: title('status'), exportValue: (order) => t(`statuses.${order.status}`) },
      filterFn: 'equalsString',
      header: ({ header }) => <DataTableColumnHeader header={header}>{title('status')}</DataTableColumnHeader>,
      sortFn: 'text',
      cell: ({ getValue }) => <Chip color={statusTone[getValue()]}>{t(`statuses.${getValue()}`)}</Chip>,
    }),
  ]);
}
