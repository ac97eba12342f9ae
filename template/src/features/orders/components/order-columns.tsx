import type { TFunction } from 'i18next';
import { ControlsCellSkeleton } from '@/components/data-table/cell-skeletons';
import { dataTableColumnHelper } from '@/components/data-table/client-table';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { selectionColumn } from '@/components/data-table/data-table-selection';
import type { DataTableLabels } from '@/components/data-table/labels';
import { formatDate, formatMoney } from '@/lib/format';
import type { Order } from '../types';
import { OrderIdLink } from './order-id-link';
import { OrderRowActions } from './order-row-actions';
import { OrderStatusChip, statusKey } from './order-status-chip';

const col = dataTableColumnHelper<Order>();
const day = (iso: string) => formatDate(`${iso}T00:00`);
const paymentKey = (method: Order['paymentMethod']) =>
  method.replace(/ (\w)/g, (_, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toLowerCase());

/** The text an order is found by: what the row shows in the current language, plus the raw values. */
export function orderSearchText(order: Order, t: TFunction<'orders'>): string {
  return [
    `#${order.orderId}`,
    order.customer,
    order.productName,
    formatMoney(order.amount),
    day(order.orderDate),
    day(order.deliveryDate),
    t(`payment.${paymentKey(order.paymentMethod)}`),
    t(`status.${statusKey(order.deliveryStatus)}`),
    order.paymentMethod,
    order.deliveryStatus,
  ].join(' ');
}

/** Columns of the orders table; headers and labels in the current language. */
export function orderColumns(
  t: TFunction<'orders'>,
  labels: DataTableLabels,
  onDelete: (order: Order) => void,
  onEdit: (orderId: number) => void,
) {
  return col.columns([
    selectionColumn<Order>(labels, (order) => `#${order.orderId} ${order.customer}`),
    col.accessor('orderId', {
      meta: { label: t('columns.orderId') },
      header: ({ header }) => <DataTableColumnHeader header={header}>{t('columns.orderId')}</DataTableColumnHeader>,
      sortFn: 'basic',
      cell: ({ getValue }) => <OrderIdLink orderId={getValue()} />,
    }),
    col.accessor('customer', {
      meta: { label: t('columns.customer') },
      header: ({ header }) => <DataTableColumnHeader header={header}>{t('columns.customer')}</DataTableColumnHeader>,
      sortFn: 'text',
      cell: ({ getValue }) => <span className="font-medium text-foreground">{getValue()}</span>,
    }),
    col.accessor('productName', {
      meta: { label: t('columns.productName'), hideBelow: 'lg' },
      header: ({ header }) => <DataTableColumnHeader header={header}>{t('columns.productName')}</DataTableColumnHeader>,
      sortFn: 'text',
    }),
    col.accessor('amount', {
      meta: { label: t('columns.amount'), hideBelow: 'sm' },
      header: ({ header }) => (
        <DataTableColumnHeader header={header} align="end">
          {t('columns.amount')}
        </DataTableColumnHeader>
      ),
      sortFn: 'basic',
      cell: ({ getValue }) => <span className="block text-end tabular-nums">{formatMoney(getValue())}</span>,
    }),
    col.accessor('orderDate', {
      meta: { label: t('columns.orderDate'), hideBelow: 'xl' },
      header: ({ header }) => <DataTableColumnHeader header={header}>{t('columns.orderDate')}</DataTableColumnHeader>,
      sortFn: 'alphanumeric',
      cell: ({ getValue }) => <time dateTime={getValue()}>{day(getValue())}</time>,
    }),
    col.accessor('deliveryDate', {
      meta: { label: t('columns.deliveryDate'), hideBelow: 'lg' },
      header: ({ header }) => (
        <DataTableColumnHeader header={header}>{t('columns.deliveryDate')}</DataTableColumnHeader>
      ),
      sortFn: 'alphanumeric',
      cell: ({ getValue }) => <time dateTime={getValue()}>{day(getValue())}</time>,
    }),
    col.accessor('paymentMethod', {
      meta: {
        label: t('columns.paymentMethod'),
        hideBelow: 'xl',
        exportValue: (order) => t(`payment.${paymentKey(order.paymentMethod)}`),
      },
      header: ({ header }) => (
        <DataTableColumnHeader header={header}>{t('columns.paymentMethod')}</DataTableColumnHeader>
      ),
      sortFn: 'text',
      cell: ({ getValue }) => t(`payment.${paymentKey(getValue())}`),
    }),
    col.accessor('deliveryStatus', {
      meta: {
        label: t('columns.deliveryStatus'),
        hideBelow: 'md',
        exportValue: (order) => t(`status.${statusKey(order.deliveryStatus)}`),
      },
      filterFn: 'equalsString',
      header: ({ header }) => (
        <DataTableColumnHeader header={header}>{t('columns.deliveryStatus')}</DataTableColumnHeader>
      ),
      sortFn: 'text',
      cell: ({ getValue }) => <OrderStatusChip status={getValue()} />,
    }),
    col.display({
      id: 'actions',
      enableHiding: false,
      meta: { skeleton: <ControlsCellSkeleton count={2} /> },
      header: () => <span className="sr-only sm:not-sr-only">{t('columns.actions')}</span>,
      cell: ({ row }) => (
        <OrderRowActions orderId={row.original.orderId} onDelete={() => onDelete(row.original)} onEdit={onEdit} />
      ),
    }),
  ]);
}
