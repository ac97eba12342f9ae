import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/ui/chip';
import type { Tone } from '@/components/ui/tone';
import type { InvoiceStatus } from '../types';

/** Paid in full reads green, paying in instalments orange, unpaid red. */
export const invoiceStatusTone: Record<InvoiceStatus, Tone> = { full: 'success', EMI: 'warning', unpaid: 'error' };

export function InvoiceStatusChip({ status, className }: { status: InvoiceStatus; className?: string }) {
  const { t } = useTranslation('invoices');
  return (
    <Chip color={invoiceStatusTone[status]} data-status={status} className={className}>
      {t(`status.${status}`)}
    </Chip>
  );
}
