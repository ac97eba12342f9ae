import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { invoiceStatuses, type Invoice, type InvoiceStatus } from '../types';

export type InvoiceStatusFilterValue = InvoiceStatus | 'all';

export interface InvoiceStatusFilterProps {
  invoices: readonly Pick<Invoice, 'status'>[];
  value: InvoiceStatusFilterValue;
  onValueChange: (value: InvoiceStatusFilterValue) => void;
  className?: string;
}

/** Toggle chips "All / Paid / EMI / Unpaid" with their counts; one is pressed at a time. */
export function InvoiceStatusFilter({ invoices, value, onValueChange, className }: InvoiceStatusFilterProps) {
  const { t } = useTranslation('invoices');
  const count = (status: InvoiceStatusFilterValue) =>
    status === 'all' ? invoices.length : invoices.filter((i) => i.status === status).length;
  return (
    <div role="group" aria-label={t('filter.label')} className={cn('flex flex-wrap gap-2', className)}>
      {(['all', ...invoiceStatuses] as const).map((status) => (
        <button
          key={status}
          type="button"
          aria-pressed={value === status}
          onClick={() => onValueChange(status)}
          className={cn(
            'inline-flex h-8 cursor-pointer items-center gap-2 rounded-full border px-3 text-[0.8125rem] font-medium transition-colors',
            'focus-visible:ring-3 focus-visible:ring-primary/30 focus-visible:outline-none',
            value === status
              ? 'border-primary bg-primary text-primary-foreground'
              : 'border-border text-muted-foreground hover:bg-muted hover:text-foreground',
          )}
        >
          {status === 'all' ? t('filter.all') : t(`status.${status}`)}{' '}
          <span className="tabular-nums">{formatNumber(count(status))}</span>
        </button>
      ))}
    </div>
  );
}
