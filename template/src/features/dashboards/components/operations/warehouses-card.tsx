import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber, formatPercent } from '@/lib/format';
import type { OperationsDashboard } from '../../types/operations';
import { MenuCardHeader } from '../shared/menu-card-header';
import { useDashboardRefresh } from '../shared/use-dashboard-refresh';

/** Each warehouse: how full it is, orders waiting to be picked, and products below their reorder point. */
export function WarehousesCard({ data }: { data?: OperationsDashboard['warehouses'] }) {
  const { t } = useTranslation('dashboards');
  const refresh = useDashboardRefresh('operations');
  const table = data && {
    columns: (['name', 'onHand', 'capacity', 'utilisation', 'toPick', 'alerts'] as const).map((c) =>
      t(`operations.warehouses.columns.${c}`),
    ),
    rows: data.map((w) => [w.name, w.onHand, w.capacity, w.utilisation, w.ordersToPick, w.alerts.length]),
  };
  return (
    <Card className="h-full">
      <MenuCardHeader
        title={t('operations.warehouses.title')}
        onRefresh={refresh}
        exportName="warehouses"
        table={table}
      />
      <CardContent>
        {data ? (
          <ul className="flex flex-col gap-5">
            {data.map((w) => (
              <li key={w.name} className="flex flex-col gap-2">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-medium">{w.name}</h3>
                  <span className="text-xs text-muted-foreground">
                    {t('operations.warehouses.units', {
                      onHand: formatNumber(w.onHand),
                      capacity: formatNumber(w.capacity),
                    })}{' '}
                    ·{' '}
                    {t('operations.warehouses.toPick', {
                      count: w.ordersToPick,
                      formatted: formatNumber(w.ordersToPick),
                    })}
                  </span>
                </div>
                <Progress
                  value={w.utilisation}
                  color={w.utilisation > 85 ? 'error' : w.utilisation > 70 ? 'warning' : 'primary'}
                  label={t('operations.warehouses.fill', { name: w.name, percent: formatPercent(w.utilisation) })}
                />
                {w.alerts.length > 0 ? (
                  <ul className="flex flex-col gap-1.5">
                    {w.alerts.map((a) => (
                      <li key={a.sku} className="flex items-center gap-2 text-sm">
                        <TriangleAlert
                          aria-hidden
                          className={a.severity === 'critical' ? 'size-4 text-error-text' : 'size-4 text-warning-text'}
                        />
                        <span className="min-w-0 flex-1 truncate">{a.product}</span>
                        <span className="text-xs text-muted-foreground">
                          {t('operations.warehouses.available', {
                            available: formatNumber(a.available),
                            reorder: formatNumber(a.reorderPoint),
                          })}
                        </span>
                        <Chip color={a.severity === 'critical' ? 'error' : 'warning'} className="h-5 px-2 text-xs">
                          {t(`operations.warehouses.${a.severity}`)}
                        </Chip>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-success-text">{t('operations.warehouses.healthy')}</p>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <Skeleton className="h-72 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
