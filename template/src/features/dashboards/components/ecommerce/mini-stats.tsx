import { Ban, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent } from '@/components/ui/card';
import { CircularProgress } from '@/components/ui/progress';
import type { Tone } from '@/components/ui/tone';
import { formatCompact, formatMoney, formatNumber } from '@/lib/format';
import type { EcommerceDashboard } from '../../types/ecommerce';
import { ValueOrSkeleton } from '../shared/value-or-skeleton';

function MiniStat({
  label,
  value,
  ready,
  visual,
}: {
  label: string;
  value: string;
  ready: boolean;
  visual: ReactNode;
}) {
  return (
    <Card className="h-full">
      <CardContent className="flex h-full flex-col justify-between gap-3">
        {visual}
        <div>
          <ValueOrSkeleton ready={ready}>
            <p className="text-xl font-semibold">{value}</p>
          </ValueOrSkeleton>
          <p className="text-sm text-muted-foreground">{label}</p>
        </div>
      </CardContent>
    </Card>
  );
}

const ring = (value: number | undefined, tone: Tone, label: string) => (
  <CircularProgress value={value ?? 0} color={tone} size={44} thickness={5} label={label} />
);

/** Four small figures next to the promotion: earnings, new orders, subscribers, cancellations. */
export function MiniStats({ data }: { data?: EcommerceDashboard['stats'] }) {
  const { t } = useTranslation('dashboards');
  const ready = Boolean(data);
  return (
    <div className="grid h-full grid-cols-2 gap-6">
      <MiniStat
        ready={ready}
        label={t('ecommerce.stats.earnings')}
        value={data ? formatMoney(data.earnings.value, 'USD', { maximumFractionDigits: 0 }) : ''}
        visual={ring(data?.earnings.progress, 'warning', t('ecommerce.stats.earningsGoal'))}
      />
      <MiniStat
        ready={ready}
        label={t('ecommerce.stats.newOrders')}
        value={data ? formatCompact(data.newOrders) : ''}
        visual={<Avatar color="primary" shape="rounded" fallback={<ShoppingCart aria-hidden />} />}
      />
      <MiniStat
        ready={ready}
        label={t('ecommerce.stats.subscribers')}
        value={data ? formatNumber(data.subscribers.value) : ''}
        visual={ring(data?.subscribers.progress, 'info', t('ecommerce.stats.subscribersGoal'))}
      />
      <MiniStat
        ready={ready}
        label={t('ecommerce.stats.cancelled')}
        value={data ? formatNumber(data.cancelledOrders) : ''}
        visual={<Avatar color="error" shape="rounded" fallback={<Ban aria-hidden />} />}
      />
    </div>
  );
}
