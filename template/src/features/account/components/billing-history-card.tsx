import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dataTableColumnHelper } from '@/components/data-table/client-table';
import { DataTableCard } from '@/components/data-table/data-table-card';
import { DataTableColumnHeader } from '@/components/data-table/data-table-column-header';
import { useDataTableLabels } from '@/components/data-table/use-data-table-labels';
import { useListTable } from '@/components/data-table/use-list-table';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatMoney } from '@/lib/format';
import type { BillingInvoice } from '../types';

const col = dataTableColumnHelper<BillingInvoice>();
const tones = { paid: 'success', pending: 'warning', failed: 'error' } as const;

/** The account's invoices as a list card: search, sort, pages and CSV export. */
export function BillingHistoryCard({ history }: { history: readonly BillingInvoice[] }) {
  const { t, i18n } = useTranslation('account');
  const labels = useDataTableLabels({ search: t('history.search'), empty: t('history.empty') });
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('id', {
          meta: { label: t('history.invoice') },
          header: ({ header }) => <DataTableColumnHeader header={header}>{t('history.invoice')}</DataTableColumnHeader>,
          sortFn: 'text',
          cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
        }),
        col.accessor('date', {
          meta: { label: t('history.date'), exportValue: (row) => row.date.slice(0, 10) },
          header: ({ header }) => <DataTableColumnHeader header={header}>{t('history.date')}</DataTableColumnHeader>,
          sortFn: 'text',
          cell: ({ getValue }) => formatDate(getValue()),
        }),
        col.accessor('plan', {
          meta: { label: t('history.plan'), hideBelow: 'md', exportValue: (row) => t(`plans.${row.plan}.name`) },
          header: ({ header }) => <DataTableColumnHeader header={header}>{t('history.plan')}</DataTableColumnHeader>,
          sortFn: 'text',
          cell: ({ getValue }) => t(`plans.${getValue()}.name`),
        }),
        col.accessor('amount', {
          meta: { label: t('history.amount') },
          header: ({ header }) => <DataTableColumnHeader header={header}>{t('history.amount')}</DataTableColumnHeader>,
          sortFn: 'basic',
          cell: ({ getValue }) => formatMoney(getValue()),
        }),
        col.accessor('status', {
          meta: { label: t('history.status'), exportValue: (row) => t(`history.statuses.${row.status}`) },
          header: ({ header }) => <DataTableColumnHeader header={header}>{t('history.status')}</DataTableColumnHeader>,
          sortFn: 'text',
          cell: ({ getValue }) => <Badge color={tones[getValue()]}>{t(`history.statuses.${getValue()}`)}</Badge>,
        }),
      ]),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- headers and statuses follow the language
    [t, i18n.language],
  );
  const table = useListTable({
    listId: 'account-billing',
    data: history,
    columns,
    searchText: (row) => [row.id, row.plan, t(`history.statuses.${row.status}`)].join(' '),
    getRowId: (row) => row.id,
    paramPrefix: 'history-',
  });
  return <DataTableCard table={table} labels={labels} title={t('history.title')} exportName="billing-history" />;
}
