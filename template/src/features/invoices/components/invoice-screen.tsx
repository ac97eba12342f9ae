import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailScreen } from '@/components/layout/detail-screen';
import type { PageCell } from '@/components/layout/page-grid';
import type { PageHeaderProps } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { pathTo } from '@/config/paths';
import { recordKeyId, routeId, type RouteAddress } from '@/hooks/use-route-id';
import { cn } from '@/lib/cn';
import { invoiceQuery, preloadInvoice, type InvoiceLookup } from '../api/get-invoice';
import { InvoiceSameNumberNote } from './invoice-same-number-note';

/** The invoice screens' id: the row id in their path (`/apps/invoice/details/:id`). */
export const invoiceRouteId = { param: 'id', parse: recordKeyId };

/** The request of an invoice screen at `address`, sent before it renders (app/router.tsx). */
export function preloadInvoiceScreen(address: RouteAddress): void {
  const id = routeId(invoiceRouteId, address);
  if (id) preloadInvoice(id);
}

export interface InvoiceScreenProps {
  /** Row id from the address; null when it cannot be one (nothing is asked, the screen reads "No invoice found"). */
  id: string | null;
  /** The screen's crumb after "Apps / Invoices" (e.g. "Details"). */
  crumb: string;
  /** The header once the invoice is known (its number, actions). */
  header: (lookup: InvoiceLookup) => Omit<PageHeaderProps, 'breadcrumbs'>;
  /** Where the links of the "same number" note lead (this screen for the other invoices). */
  sameNumberHref: (id: string) => string;
  /** The screen's main card for the invoice. */
  children: (lookup: InvoiceLookup) => ReactNode;
  /**
   * The document placeholder's height while the invoice loads: the loaded card's, so the footer
   * does not show and then jump away. @default 'h-[40rem]' (the details); the editor is taller.
   */
  skeletonClassName?: string;
}

/**
 * The details and edit screens of one invoice: `DetailScreen` with what both share (the crumbs,
 * "No invoice found", the skeleton of the document and its side card, the "same number" note).
 */
export function InvoiceScreen({
  id,
  crumb,
  header,
  sameNumberHref,
  children,
  skeletonClassName = 'h-[40rem]',
}: InvoiceScreenProps) {
  const { t } = useTranslation('invoices');
  const query = useQuery({ ...invoiceQuery(id ?? ''), enabled: id !== null });
  const list = pathTo('apps-invoice-list');
  const breadcrumbs = [{ label: t('crumbs.apps') }, { label: t('list.title'), to: list }, { label: crumb }];
  return (
    <DetailScreen
      id={id}
      query={query}
      header={(lookup, status) => ({
        breadcrumbs,
        ...(lookup
          ? header(lookup)
          : status === 'not-found'
            ? { title: t('notFound.title') }
            : { title: t('details.loadingTitle'), subtitle: '\u00a0' }),
      })}
      loadingLabel={t('details.loading')}
      skeleton={
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <Skeleton className={cn('rounded-card', skeletonClassName)} />
          <Skeleton className="h-64 rounded-card" />
        </div>
      }
      notFound={{
        title: id === null ? t('notFound.badLink') : t('notFound.heading', { id }),
        description: t('notFound.hint'),
        action: (
          <Link to={list} className={buttonClasses({ variant: 'tonal' })}>
            {t('notFound.back')}
          </Link>
        ),
      }}
      cellId="invoice"
    >
      {(lookup): PageCell[] => [
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
        { id: 'invoice', span: 'col-span-12', card: children(lookup) },
      ]}
    </DetailScreen>
  );
}
