import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import type { invoiceTotals } from '../types';

export interface InvoiceTotalsListProps {
  totals: ReturnType<typeof invoiceTotals>;
  className?: string;
}

/** Subtotal, discount (taken off), tax and the total, as a description list. */
export function InvoiceTotalsList({ totals, className }: InvoiceTotalsListProps) {
  const { t } = useTranslation('invoices');
  const rows: [string, string][] = [
    [t('totals.subtotal'), formatMoney(totals.subtotal)],
    [t('totals.discount'), formatMoney(totals.discount > 0 ? -totals.discount : 0)],
    [t('totals.tax'), formatMoney(totals.tax)],
  ];
  return (
    <dl
      data-testid="invoice-totals"
      className={cn('grid w-full max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm', className)}
    >
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-end tabular-nums">{value}</dd>
        </div>
      ))}
      <dt className="border-t border-border pt-2 font-semibold">{t('totals.total')}</dt>
      <dd className="border-t border-border pt-2 text-end font-semibold tabular-nums">{formatMoney(totals.total)}</dd>
    </dl>
  );
}
