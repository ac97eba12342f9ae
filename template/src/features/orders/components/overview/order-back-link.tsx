import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

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
