import { CircleCheck, PackageCheck, Truck, Warehouse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { Tone } from '@/components/ui/tone';
import { formatDate } from '@/lib/format';
import type { EcommerceDashboard } from '../../types/ecommerce';

const steps: Record<string, { tone: Tone; icon: typeof Truck }> = {
  confirmed: { tone: 'primary', icon: CircleCheck },
  shipped: { tone: 'info', icon: Warehouse },
  'out-for-delivery': { tone: 'warning', icon: Truck },
  delivered: { tone: 'success', icon: PackageCheck },
};

/** Today's parcel, step by step from confirmation to delivery. */
export function TodayTimelineCard({ data }: { data?: EcommerceDashboard['timeline'] }) {
  const { t } = useTranslation('dashboards');
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{t('ecommerce.today.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {data ? (
          <ol className="flex flex-col">
            {data.map((item, i) => {
              const step = steps[item.step] ?? steps.confirmed!;
              const Icon = step.icon;
              return (
                <li key={item.step} className="flex gap-3">
                  <div className="flex flex-col items-center" aria-hidden>
                    <Avatar color={step.tone} size="sm" fallback={<Icon />} />
                    {i < data.length - 1 && <span className="my-1 w-px flex-1 bg-border" />}
                  </div>
                  <div className="pb-5">
                    <p className="text-sm font-medium">{t(`ecommerce.today.steps.${item.step}`)}</p>
                    <p className="text-xs text-muted-foreground">
                      {item.detail
                        ? t('ecommerce.today.tracking', { code: item.detail })
                        : t(`ecommerce.today.details.${item.step}`)}
                    </p>
                    <time dateTime={item.at} className="text-xs text-muted-foreground">
                      {formatDate(item.at, {
                        weekday: 'short',
                        day: 'numeric',
                        month: 'short',
                        hour: 'numeric',
                        minute: '2-digit',
                      })}
                    </time>
                  </div>
                </li>
              );
            })}
          </ol>
        ) : (
          <Skeleton className="h-72 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
