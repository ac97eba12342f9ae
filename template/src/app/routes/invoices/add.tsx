/** /apps/invoice/add: a new invoice, from the company's details and one blank line. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageGrid } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { pathTo } from '@/config/paths';
import { InvoiceEditor } from '@/features/invoices/components/invoice-editor';
import { newInvoiceForm } from '@/features/invoices/components/invoice-form-schema';

export default function InvoiceAddScreen() {
  const { t } = useTranslation('invoices');
  // Dated today when the screen opens, not at every render.
  const [defaultValues] = useState(() => newInvoiceForm(new Date()));
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
        cells={[{ id: 'editor', span: 'col-span-12', card: <InvoiceEditor defaultValues={defaultValues} /> }]}
      />
    </div>
  );
}
