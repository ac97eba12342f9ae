import { useTranslation } from 'react-i18next';
import { listLoadState } from '@/components/data-table/list-load-state';
import { useConfirmDelete } from '@/components/data-table/use-confirm-delete';
import { toast } from '@/components/ui/toast';
import { useDeleteInvoices } from '../api/delete-invoice';
import { useInvoices } from '../api/get-invoices';
import type { Invoice } from '../types';
import { InvoicesTable } from './invoices-table';

/** The invoice list wired to the API: loads GET /invoices, confirms, then deletes the chosen rows. */
export function InvoicesCard() {
  const { t } = useTranslation('invoices');
  const query = useInvoices();
  const remove = useDeleteInvoices();
  const confirmDelete = useConfirmDelete<Invoice>({
    title: (rows) =>
      rows.length === 1
        ? t('delete.title', { number: rows[0]?.invoiceNumber })
        : t('delete.titleMany', { count: rows.length }),
    description: (rows) =>
      rows.length === 1
        ? t('delete.description', { customer: rows[0]?.customerName })
        : t('delete.descriptionMany', { count: rows.length }),
    rowName: (invoice) => `${invoice.invoiceNumber} · ${invoice.customerName}`,
    onDelete: async (rows) => {
      await remove.mutateAsync(rows.map((invoice) => invoice.id));
      toast.success(
        rows.length === 1
          ? t('delete.done', { number: rows[0]?.invoiceNumber })
          : t('delete.doneMany', { count: rows.length }),
      );
    },
  });

  return (
    <>
      <InvoicesTable invoices={query.data ?? []} {...listLoadState(query)} onDelete={confirmDelete.ask} />
      {confirmDelete.dialog}
    </>
  );
}
