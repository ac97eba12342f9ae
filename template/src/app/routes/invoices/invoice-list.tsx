/** /apps/invoice/list: every invoice with its status, searchable, with view, edit and delete. */
import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import { useCan } from '@/lib/ability';
import { InvoicesCard } from '@/features/invoices/components/invoices-card';

const cells: PageCell[] = [{ id: 'invoices', span: 'col-span-12', card: <InvoicesCard /> }];

export default function InvoiceListScreen() {
  const { t } = useTranslation('invoices');
  // Only people whose role may create invoices get the button (the add route needs it too).
  const canCreate = useCan('create', 'Invoice');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        breadcrumbs={[{ label: t('crumbs.apps') }, { label: t('list.title') }]}
        actions={
          canCreate && (
            <Link to={pathTo('apps-invoice-add')} className={buttonClasses()}>
              <Plus aria-hidden />
              {t('actions.new')}
            </Link>
          )
        }
      />
      <PageGrid cells={cells} />
    </div>
  );
}
