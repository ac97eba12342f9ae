import { Boxes, Clock, PackageCheck, TriangleAlert, Truck, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/cards/stat-card';
import type { Tone } from '@/components/ui/tone';
import { formatMoney, formatNumber, formatPercent } from '@/lib/format';
import type { OperationsDashboard } from '../../types/operations';

type Kpis = OperationsDashboard['kpis'];
const tiles: { id: keyof Kpis; icon: LucideIcon; tone: Tone; format: (v: number) => string }[] = [
  { id: 'openOrders', icon: Boxes, tone: 'primary', format: (v) => formatNumber(v) },
  { id: 'inTransit', icon: Truck, tone: 'info', format: (v) => formatNumber(v) },
  { id: 'onTimeRate', icon: PackageCheck, tone: 'success', format: (v) => formatPercent(v) },
  { id: 'avgLeadDays', icon: Clock, tone: 'secondary', format: (v) => formatNumber(v, { maximumFractionDigits: 1 }) },
  {
    id: 'openValue',
    icon: Wallet,
    tone: 'warning',
    format: (v) => formatMoney(v, 'USD', { notation: 'compact', maximumFractionDigits: 1 }),
  },
  { id: 'stockAlerts', icon: TriangleAlert, tone: 'error', format: (v) => formatNumber(v) },
];

/** Six headline figures of fulfilment, each derived by the backend from the live orders. */
export function OpsKpis({ data }: { data?: Kpis }) {
  const { t } = useTranslation('dashboards');
  const show = (id: keyof Kpis, format: (v: number) => string) => {
    const value = data?.[id];
    if (!data) return undefined;
    if (value === null || value === undefined) return '–';
    return id === 'avgLeadDays' ? t('operations.kpis.days', { value: format(value) }) : format(value);
  };
  return (
    <ul className="grid grid-cols-2 gap-6 sm:grid-cols-3 xl:grid-cols-6">
      {tiles.map(({ id, icon: Icon, tone, format }) => (
        <li key={id}>
          <StatCard
            layout="stacked"
            tone={tone}
            icon={<Icon aria-hidden />}
            value={show(id, format)}
            label={t(`operations.kpis.${id}`)}
          />
        </li>
      ))}
    </ul>
  );
}
