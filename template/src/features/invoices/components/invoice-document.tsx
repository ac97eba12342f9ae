import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/layout/logo';
import { Card } from '@/components/ui/card';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { invoiceTotals, type Invoice, type InvoiceParty } from '../types';
import { InvoiceStatusChip } from './invoice-status-chip';
import { InvoiceTotalsList } from './invoice-totals-list';

const day = (iso: string) => formatDate(`${iso}T00:00`, { dateStyle: 'long' });

function PartyBlock({ title, party }: { title: string; party: InvoiceParty }) {
  const { t } = useTranslation('invoices');
  return (
    <div className="min-w-0 text-sm">
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      <p className="font-semibold">
        <bdi>{party.name}</bdi>
      </p>
      <address className="whitespace-pre-line text-muted-foreground not-italic">
        <bdi>{party.address}</bdi>
      </address>
      <p className="text-muted-foreground">
        {t('document.phone')} <span dir="ltr">{party.phone}</span>
      </p>
    </div>
  );
}

/**
 * The invoice as the customer gets it (user text is isolated in <bdi>, so a Latin address reads in
 * order inside the Arabic interface): sender, customer, dates, lines, totals and note. The card is
 * marked `data-print="only"`, so printing the page prints this card and nothing else.
 */
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const titleId = useId();
  const totals = invoiceTotals(invoice.products, invoice.discount, invoice.tax);
  return (
    <Card asChild data-print="only" className="print:shadow-none">
      <article aria-labelledby={titleId}>
        <header className="flex flex-wrap items-start justify-between gap-6 border-b border-border p-6 sm:p-8">
          <Logo />
          <div className="flex flex-col items-start gap-2 sm:items-end">
            <h2 id={titleId} className="text-xl font-semibold">
              {t('document.title', { number: invoice.invoiceNumber })}
            </h2>
            <div className="flex items-center gap-2">
              {invoice.draft && (
                <span className="rounded-sm bg-muted px-2 py-0.5 text-xs text-muted-foreground">{t('draft')}</span>
              )}
              <InvoiceStatusChip status={invoice.status} />
            </div>
          </div>
        </header>
        <div className="grid gap-6 border-b border-border p-6 sm:grid-cols-2 sm:p-8 lg:grid-cols-3 print:grid-cols-3">
          <PartyBlock title={t('document.from')} party={invoice.from} />
          <PartyBlock title={t('document.to')} party={invoice.to} />
          <dl className="grid grid-cols-[auto_1fr] content-start gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{t('document.issued')}</dt>
            <dd className="font-medium">
              <time dateTime={invoice.invoiceDate}>{day(invoice.invoiceDate)}</time>
            </dd>
            <dt className="text-muted-foreground">{t('document.due')}</dt>
            <dd className="font-medium">
              <time dateTime={invoice.dueDate}>{day(invoice.dueDate)}</time>
            </dd>
          </dl>
        </div>
        <div className="relative overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('document.lines')}</caption>
            <thead>
              <tr className="border-b border-border bg-muted/60 text-xs text-muted-foreground uppercase">
                <th scope="col" className="w-12 px-6 py-3 text-start font-semibold sm:ps-8">
                  #
                </th>
                <th scope="col" className="px-3 py-3 text-start font-semibold">
                  {t('document.item')}
                </th>
                <th scope="col" className="px-3 py-3 text-end font-semibold">
                  {t('document.quantity')}
                </th>
                <th scope="col" className="px-3 py-3 text-end font-semibold">
                  {t('document.unitPrice')}
                </th>
                <th scope="col" className="px-6 py-3 text-end font-semibold sm:pe-8">
                  {t('document.lineTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {invoice.products.map((line, index) => (
                <tr key={index} className="border-b border-border align-top">
                  <td className="px-6 py-3 text-muted-foreground tabular-nums sm:ps-8">{formatNumber(index + 1)}</td>
                  <td className="min-w-48 px-3 py-3">
                    <p className="font-medium">
                      <bdi>{line.name}</bdi>
                    </p>
                    {line.description && (
                      <p className="text-muted-foreground">
                        <bdi>{line.description}</bdi>
                      </p>
                    )}
                  </td>
                  <td className="px-3 py-3 text-end tabular-nums">{formatNumber(line.quantity)}</td>
                  <td className="px-3 py-3 text-end tabular-nums">{formatMoney(line.price)}</td>
                  <td className="px-6 py-3 text-end tabular-nums sm:pe-8">{formatMoney(line.quantity * line.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex flex-col-reverse gap-6 p-6 sm:flex-row sm:items-start sm:justify-between sm:p-8">
          {invoice.note && (
            <div className="max-w-md text-sm">
              <h3 className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {t('document.note')}
              </h3>
              <p className="whitespace-pre-line">
                <bdi>{invoice.note}</bdi>
              </p>
            </div>
          )}
          <InvoiceTotalsList totals={totals} className="sm:ms-auto" />
        </div>
      </article>
    </Card>
  );
}
