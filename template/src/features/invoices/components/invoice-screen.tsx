import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader, type Crumb, type PageHeaderProps } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { pathTo } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';
import { useInvoice, type InvoiceLookup } from '../api/get-invoice';

export interface InvoiceScreenProps {
  /** Row id from the URL. */
  id: string;
  /** The screen's crumb after "Apps / Invoices" (e.g. "Details"). */
  crumb: string;
  /** The header once the invoice is known (its number, actions). */
  header: (lookup: InvoiceLookup) => Omit<PageHeaderProps, 'breadcrumbs'>;
  /** The screen's body for the invoice. */
  children: (lookup: InvoiceLookup) => ReactNode;
}

/**
 * Loads one invoice for the details and edit screens and draws every state with the screen's one h1:
 * a skeleton while it loads, "No invoice found" for an unknown id, a retry when the request failed.
 */
export function InvoiceScreen({ id, crumb, header, children }: InvoiceScreenProps) {
  const { t } = useTranslation('invoices');
  const query = useInvoice(id);
  const breadcrumbs: Crumb[] = [
    { label: t('crumbs.apps') },
    { label: t('list.title'), to: pathTo('apps-invoice-list') },
    { label: crumb },
  ];
  if (query.data === null) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={t('notFound.title')} breadcrumbs={breadcrumbs} />
        <Card>
          <EmptyState
            icon={<SearchX />}
            title={t('notFound.heading', { id })}
            description={t('notFound.hint')}
            action={
              <Link to={pathTo('apps-invoice-list')} className={buttonClasses({ variant: 'tonal' })}>
                {t('notFound.back')}
              </Link>
            }
          />
        </Card>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={t('details.loadingTitle')} breadcrumbs={breadcrumbs} />
        <Card>
          <ErrorState
            description={apiErrorMessage(query.error)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Card>
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="flex flex-col gap-6" aria-busy>
        <PageHeader title={t('details.loadingTitle')} subtitle={'\u00a0'} breadcrumbs={breadcrumbs} />
        <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
          <Skeleton className="h-[40rem] rounded-card" />
          <Skeleton className="h-64 rounded-card" />
        </div>
        <p role="status" className="sr-only">
          {t('details.loading')}
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <PageHeader {...header(query.data)} breadcrumbs={breadcrumbs} />
      {children(query.data)}
    </div>
  );
}
