import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

/** "Back" to the screen that opened the overview (CRM dashboard or order list). */
export function OrderBackLink({ to }: { to: string }) {
  const { t } = useTranslation('orders');
  return (
    <Link to={to} className={buttonClasses({ variant: 'tonal' })}>
      <ArrowLeft aria-hidden className="rtl:rotate-180" />
      {t('overview.back')}
    </Link>
  );
}

/** Said instead of the order when the link carried no valid id, or the id is unknown. */
export function OrderNotFound({ orderId, backTo }: { orderId: number | null; backTo: string }) {
  const { t } = useTranslation('orders');
  return (
    <Card>
      <EmptyState
        icon={<SearchX />}
        title={orderId === null ? t('overview.noId') : t('overview.notFound', { id: orderId })}
        description={t('overview.notFoundHint')}
        action={<OrderBackLink to={backTo} />}
      />
    </Card>
  );
}
