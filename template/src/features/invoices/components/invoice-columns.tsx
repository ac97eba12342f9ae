import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { ControlsCellSkeleton } from '@/components/data-table/cell-skeletons';
import { dataTableColumnHelper } from '@/components/data-table/client-table';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { selectionColumn } from '@/components/data-table/data-table-selection';
import type { DataTableLabels } from '@/components/data-table/labels';
import { formatDate, formatMoney } from '@/lib/format';
import type { Invoice } from '../types';
import { invoiceDetailsHref } from './invoice-links';
import { InvoiceRowActions } from './invoice-row-actions';
import { InvoiceStatusChip } from './invoice-status-chip';

const col = dataTableColumnHelper<Invoice>();
const day = (iso: string) => formatDate(`${iso}T00:00`);

/** The text an invoice is found by: what its row shows in the current language, plus raw values. */
export function invoiceSearchText(invoice: Invoice, t: TFunction<'invoices'>): string {
  return [
    invoice.invoiceNumber,
    invoice.customerName,
    formatMoney(invoice.totalAmount),
    String(invoice.totalAmount),
    day(invoice.invoiceDate),
    day(invoice.dueDate),
    t(`status.${invoice.status}`),
    invoice.draft ? t('draft') : '',
  ].join(' ');
}

/**
 * Columns of the invoice list; headers and labels in the current language. Without `onDelete` or
 * `editable` (the role's rules) the rows have no delete button or edit link.
 */
export function invoiceColumns(
  t: TFunction<'invoices'>,
  labels: DataTableLabels,
  { onDelete, editable }: { onDelete?: (invoice: Invoice) => void; editable: boolean },
) {
  return col.columns([
    selectionColumn<Invoice>(labels, (invoice) => invoice.invoiceNumber),
    col.accessor('invoiceNumber', {
      meta: { label: t('columns.id') },
      header: ({ header }) => <DataTableColumnHeader header={header}>{t('columns.id')}</DataTableColumnHeader>,
      sortFn: 'alphanumeric',
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          <Link to={invoiceDetailsHref(row.original.id)} className="font-medium text-primary-text hover:underline">
            {row.original.invoiceNumber}
          </Link>
          {row.original.draft && (
            <span className="rounded-sm bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">{t('draft')}</span>
          )}
        </span>
      ),
    }),
    col.accessor('customerName', {
      meta: { label: t('columns.customer') },
      header: ({ header }) => <DataTableColumnHeader header={header}>{t('columns.customer')}</DataTableColumnHeader>,
      sortFn: 'text',
      cell: ({ getValue }) => <span className="font-medium text-foreground">{getValue()}</span>,
    }),
    col.accessor('invoiceDate', {
      meta: { label: t('columns.invoiceDate'), hideBelow: 'lg' },
      header: ({ header }) => <DataTableColumnHeader header={header}>{t('columns.invoiceDate')}</DataTableColumnHeader>,
      sortFn: 'alphanumeric',
      cell: ({ getValue }) => <time dateTime={getValue()}>{day(getValue())}</time>,
    }),
    col.accessor('dueDate', {
      meta: { label: t('columns.dueDate'), hideBelow: 'md' },
      header: ({ header }) => <DataTableColumnHeader header={header}>{t('columns.dueDate')}</DataTableColumnHeader>,
      sortFn: 'alphanumeric',
      cell: ({ getValue }) => <time dateTime={getValue()}>{day(getValue())}</time>,
    }),
    col.accessor('totalAmount', {
      meta: { label: t('columns.amount'), hideBelow: 'sm' },
      header: ({ header }) => (
        <DataTableColumnHeader header={header} align="end">
          {t('columns.amount')}
        </DataTableColumnHeader>
      ),
      sortFn: 'basic',
      cell: ({ getValue }) => <span className="block text-end tabular-nums">{formatMoney(getValue())}</span>,
    }),
    col.accessor('status', {
      meta: { label: t('columns.status'), exportValue: (invoice) => t(`status.${invoice.status}`), hideBelow: 'sm' },
      filterFn: 'equalsString',
      header: ({ header }) => <DataTableColumnHeader header={header}>{t('columns.status')}</DataTableColumnHeader>,
      sortFn: 'text',
      cell: ({ getValue }) => <InvoiceStatusChip status={getValue()} />,
    }),
    col.display({
      id: 'actions',
      enableHiding: false,
      meta: { skeleton: <ControlsCellSkeleton count={3} /> },
      header: () => t('columns.actions'),
      cell: ({ row }) => (
        <InvoiceRowActions
          invoice={row.original}
          editable={editable}
          onDelete={onDelete && (() => onDelete(row.original))}
        />
      ),
    }),
  ]);
}
