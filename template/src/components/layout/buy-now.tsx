import { ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { externalLinks } from '@/config/paths';
import { cn } from '@/lib/cn';

/** Fixed "Buy Now" call to action of the blank layout; opens pricing in a new tab, hidden in print. */
export function BuyNow() {
  const { t } = useTranslation('common');
  return (
    <a
      href={externalLinks.buyNow}
      target="_blank"
      rel="noopener noreferrer"
      data-print="hide"
      className={cn(
        buttonClasses({ color: 'error', size: 'lg', pill: true }),
        'fixed end-6 bottom-12 z-[901] shadow-float hover:-translate-y-0.5 lg:end-[6.4rem]',
      )}
    >
      <ShoppingCart aria-hidden />
      {t('buyNow.label')}
      <span className="sr-only">{t('nav.newTab')}</span>
    </a>
  );
}
