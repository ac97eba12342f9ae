import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/cards/section-card';
import { formatMoney } from '@/lib/format';
import { SkeletonLines } from '@/components/ui/skeleton';
import type { OrderDetail } from '../../types';

const paymentKey = (method: string) =>
  method.replace(/ (\w)/g, (_, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toLowerCase());

/** Transaction, method, masked card and amount paid. */
export function OrderPaymentCard({ detail }: { detail?: OrderDetail }) {
  const { t } = useTranslation('orders');
  if (!detail) {
    return (
      <SectionCard title={t('overview.payment')}>
        <SkeletonLines lines={5} className="gap-3" />
      </SectionCard>
    );
  }
  const { payment, totals } = detail;
  const rows: [string, string][] = [
    [t('overview.transaction'), `#${payment.transactionId}`],
    [t('columns.paymentMethod'), t(`payment.${paymentKey(payment.method)}`)],
    ...(payment.cardLast4
      ? ([[t('overview.cardNumber'), `•••• •••• •••• ${payment.cardLast4}`]] as [string, string][])
      : []),
    [t('overview.cardHolder'), payment.holder],
    [t('overview.amountPaid'), formatMoney(totals.total)],
  ];
  return (
    <SectionCard title={t('overview.payment')}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-end font-medium" dir="auto">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
