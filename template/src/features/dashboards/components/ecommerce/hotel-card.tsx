import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Picture } from '@/components/ui/picture';
import { Skeleton } from '@/components/ui/skeleton';
import { pathTo } from '@/config/paths';
import { formatMoney, formatNumber } from '@/lib/format';
import type { EcommerceDashboard } from '../../types/ecommerce';

/** A floating offer card: the picture rises above the card's top edge. */
export function HotelCard({ data }: { data?: EcommerceDashboard['hotel'] }) {
  const { t } = useTranslation('dashboards');
  return (
    <div className="h-full pt-10">
      <Card className="h-full">
        <CardContent className="flex flex-col gap-3 pt-0!">
          {data ? (
            <Picture
              src={data.image}
              alt={t('ecommerce.hotel.picture')}
              width={640}
              height={360}
              sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
              className="-mt-10 aspect-video w-full rounded-lg bg-muted object-cover shadow-card"
            />
          ) : (
            <Skeleton className="-mt-10 aspect-video w-full rounded-lg" />
          )}
          <h2 className="text-lg font-semibold">{t('ecommerce.hotel.title')}</h2>
          <p className="text-sm text-muted-foreground">{t('ecommerce.hotel.subtitle')}</p>
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm">
              {data
                ? t('ecommerce.hotel.from', {
                    price: formatMoney(data.nightlyFrom, 'USD', { maximumFractionDigits: 0 }),
                  })
                : '…'}
            </p>
            {data && (
              <span className="flex items-center gap-1 text-sm font-medium">
                <Star aria-hidden className="size-4 fill-warning text-warning" />
                <span className="sr-only">{t('ecommerce.hotel.rating', { rating: formatNumber(data.rating) })}</span>
                <span aria-hidden>{formatNumber(data.rating)}</span>
              </span>
            )}
          </div>
          <Link to={pathTo('pages-pricing')} className={buttonClasses({ variant: 'tonal', size: 'sm' })}>
            {t('ecommerce.hotel.cta')}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
