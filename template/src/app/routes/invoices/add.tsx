/** /apps/invoice/add: a new invoice, from the company's details and one blank line. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageGrid } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useHydrated } from '@/hooks/use-hydrated';
import { pathTo } from '@/config/paths';
import { InvoiceEditor } from '@/features/invoices/components/invoice-editor';
import { newInvoiceForm } from '@/features/invoices/form-schema';

export default function InvoiceAddScreen() {
  const { t } = useTranslation('invoices');
  // Dated today when the screen opens, not at every render.
  const [defaultValues] = useState(() => newInvoiceForm(new Date()));
  // The pre-rendered page was built on another day: the form (dated today) draws once the page is live.
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('add.title')}
        subtitle={t('add.subtitle')}
        breadcrumbs={[
          { label: t('crumbs.apps') },
          { label: t('list.title'), to: pathTo('apps-invoice-list') },
          { label: t('add.crumb') },
        ]}
      />
      <PageGrid
        cells={[
          {
            id: 'editor',
            span: 'col-span-12',
            card: hydrated ? (
              <InvoiceEditor defaultValues={defaultValues} />
            ) : (
              <Skeleton className="min-h-screen rounded-card" />
            ),
          },
        ]}
      />
    </div>
  );
}
