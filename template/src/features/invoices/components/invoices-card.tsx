import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';
import { useDeleteInvoice } from '../api/delete-invoice';
import { useInvoices } from '../api/get-invoices';
import { DeleteInvoiceDialog } from './delete-invoice-dialog';
import { InvoicesTable } from './invoices-table';

/** The invoice list wired to the API: loads GET /invoices, confirms, then deletes one row. */
export function InvoicesCard() {
  const { t } = useTranslation('invoices');
  const query = useInvoices();
  const remove = useDeleteInvoice();
  const [pending, setPending] = useState<string | null>(null);
  // The row whose button opened the dialog: focus returns there (or to the search box once it is gone).
  const lastRow = useRef<string | null>(null);
  const askDelete = useCallback((id: string) => {
    lastRow.current = id;
    setPending(id);
  }, []);
  const invoice = query.data?.find((i) => i.id === pending) ?? null;

  const confirm = () => {
    if (!invoice) return;
    const { id, invoiceNumber: number } = invoice;
    remove.mutate(id, {
      onSuccess: () => {
        setPending(null);
        toast.success(t('delete.done', { number }));
      },
      onError: (error) => toast.error(apiErrorMessage(error) ?? t('delete.failed', { number })),
    });
  };

  return (
    <>
      <InvoicesTable
        invoices={query.data ?? []}
        loading={query.isPending}
        error={query.isError ? (apiErrorMessage(query.error) ?? query.error.message) : null}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        onDelete={askDelete}
      />
      <DeleteInvoiceDialog
        invoice={invoice}
        deleting={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
        returnFocusTo={() =>
          document.getElementById(`invoice-delete-${lastRow.current ?? ''}`) ??
          document.querySelector<HTMLElement>('[data-testid="invoices-table"] input[type="search"]')
        }
      />
    </>
  );
}
