import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader, type Crumb, type PageHeaderProps } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { EmptyCard, ErrorCard } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { pathTo } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-client';
import { useInvoice, type InvoiceLookup } from '../api/get-invoice';
import { InvoiceSameNumberNote } from './invoice-same-number-note';

export interface InvoiceScreenProps {
  /** Row id from the URL. */
  id: string;
  /** The screen's crumb after "Apps / Invoices" (e.g. "Details"). */
  crumb: string;
  /** The header once the invoice is known (its number, actions). */
  header: (lookup: InvoiceLookup) => Omit<PageHeaderProps, 'breadcrumbs'>;
  /** Where the links of the "same number" note lead (this screen for the other invoices). */
  sameNumberHref: (id: string) => string;
  /** The screen's main card for the invoice. */
  children: (lookup: InvoiceLookup) => ReactNode;
}

/**
 * Loads one invoice for the details and edit screens and draws every state with the screen's one h1:
 * a skeleton while it loads, "No invoice found" for an unknown id, a retry when the request failed.
 */
export function InvoiceScreen({ id, crumb, header, sameNumberHref, children }: InvoiceScreenProps) {
  const { t } = useTranslation('invoices');
  const query = useInvoice(id);
  const lookup = query.data;
  const breadcrumbs: Crumb[] = [
    { label: t('crumbs.apps') },
    { label: t('list.title'), to: pathTo('apps-invoice-list') },
    { label: crumb },
  ];
  const single = (card: ReactNode): PageCell[] => [{ id: 'invoice', span: 'col-span-12', card }];
  let title: Omit<PageHeaderProps, 'breadcrumbs'>;
  let cells: PageCell[];
  if (lookup === null) {
    title = { title: t('notFound.title') };
    cells = single(
      <EmptyCard
        icon={<SearchX />}
        title={t('notFound.heading', { id })}
        description={t('notFound.hint')}
        action={
          <Link to={pathTo('apps-invoice-list')} className={buttonClasses({ variant: 'tonal' })}>
            {t('notFound.back')}
          </Link>
        }
      />,
    );
  } else if (query.isError) {
    title = { title: t('details.loadingTitle') };
    cells = single(
      <ErrorCard
        description={apiErrorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />,
    );
  } else if (!lookup) {
    title = { title: t('details.loadingTitle'), subtitle: '\u00a0' };
    cells = single(
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Skeleton className="h-[40rem] rounded-card" />
        <Skeleton className="h-64 rounded-card" />
      </div>,
    );
  } else {
    title = header(lookup);
    cells = [
      // The note renders nothing when the number is unique; its cell is left out so no gap stays.
      ...(lookup.sameNumber.length > 0
        ? [
            {
              id: 'same-number',
              span: 'col-span-12',
              card: (
                <InvoiceSameNumberNote
                  invoice={lookup.invoice}
                  sameNumber={lookup.sameNumber}
                  hrefOf={sameNumberHref}
                />
              ),
            },
          ]
        : []),
      ...single(children(lookup)),
    ];
  }
  return (
    <div className="flex flex-col gap-6">
      <PageHeader {...title} breadcrumbs={breadcrumbs} />
      <PageGrid
        cells={cells}
        loadingLabel={lookup === undefined && !query.isError ? t('details.loading') : undefined}
      />
    </div>
  );
}
