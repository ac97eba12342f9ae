import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Picture } from '@/components/ui/picture';
import { RichText } from '@/components/ui/rich-text';
import { Skeleton } from '@/components/ui/skeleton';
import { pathTo } from '@/config/paths';
import { formatMoney, formatPercent } from '@/lib/format';
import { pictureUrl } from '@/lib/picture-sets';
import type { EcommerceDashboard } from '../../types/ecommerce';

/** The promotion of the month: discount, threshold, code, and links to checkout and pricing. */
export function PromoCard({ data }: { data?: EcommerceDashboard['promo'] }) {
  const { t } = useTranslation('dashboards');
  return (
    <Card className="h-full overflow-hidden bg-primary/10">
      <CardContent className="flex h-full flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex flex-1 flex-col gap-3">
          <h2 className="text-xl font-semibold text-balance">{t('ecommerce.promo.title')}</h2>
          {data ? (
            <div className="text-sm text-muted-foreground">
              <p>
                <RichText
                  text={t('ecommerce.promo.offer', {
                    percent: formatPercent(data.discountPercent),
                    amount: formatMoney(data.minimumSpend, 'USD', { maximumFractionDigits: 0 }),
                  })}
                  components={{ strong: <strong className="text-foreground" /> }}
                />
              </p>
              <p>
                <RichText
                  text={t('ecommerce.promo.code', { code: data.code })}
                  components={{
                    code: <code className="rounded bg-card px-1.5 py-0.5 font-semibold text-primary-text" />,
                  }}
                />
              </p>
            </div>
          ) : (
            <Skeleton className="h-10 w-full max-w-xs" />
          )}
          <div className="mt-1 flex flex-wrap gap-3">
            <Link to={pathTo('forms-example-checkout')} className={buttonClasses({ color: 'error' })}>
              {t('ecommerce.promo.checkout')}
            </Link>
            <Link to={pathTo('pages-pricing')} className={buttonClasses({ variant: 'outline' })}>
              {t('ecommerce.promo.learnMore')}
            </Link>
          </div>
        </div>
        {/* The shop's own laptop, drawn on a transparent ground so the card's tint shows around it. */}
        <Picture
          src={pictureUrl('cutouts', 'laptop')}
          alt=""
          width={400}
          height={300}
          sizes="12rem"
          className="mx-auto h-auto w-44 shrink-0 sm:w-48"
        />
      </CardContent>
    </Card>
  );
}
