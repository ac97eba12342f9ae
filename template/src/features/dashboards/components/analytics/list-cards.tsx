import { AtSign, Camera, Music2, Pin, ThumbsUp, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import type { Tone } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { formatCompact, formatNumber, formatPercent } from '@/lib/format';
import type { AnalyticsDashboard } from '../../types/analytics';
import { MenuCardHeader } from '../shared/menu-card-header';
import { useDashboardRefresh } from '../shared/use-dashboard-refresh';

const networks: Record<string, { icon: LucideIcon; tone: Tone; name: string }> = {
  instagram: { icon: Camera, tone: 'error', name: 'Instagram' },
  twitter: { icon: AtSign, tone: 'info', name: 'X (Twitter)' },
  facebook: { icon: ThumbsUp, tone: 'primary', name: 'Facebook' },
  tiktok: { icon: Music2, tone: 'secondary', name: 'TikTok' },
  pinterest: { icon: Pin, tone: 'warning', name: 'Pinterest' },
};

/** The list's rows as skeletons, each `row` tall (the height of a loaded row), so the card keeps its size. */
function ListSkeleton({ rows, row }: { rows: number; row: string }) {
  return (
    <div className="flex flex-col gap-4">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={cn('w-full', row)} />
      ))}
    </div>
  );
}

/** Visits from each social network, each bar relative to the busiest network. */
export function SocialTrafficCard({ data, max }: { data?: AnalyticsDashboard['socialTraffic']; max?: number }) {
  const { t } = useTranslation('dashboards');
  const refresh = useDashboardRefresh('analytics');
  const table = data && {
    columns: [t('analytics.social.columns.network'), t('analytics.social.columns.visits')],
    rows: data.map((row) => [(networks[row.network] ?? networks.facebook!).name, row.visits]),
  };
  return (
    <Card className="h-full">
      <MenuCardHeader
        title={t('analytics.social.title')}
        onRefresh={refresh}
        exportName="social-traffic"
        table={table}
      />
      <CardContent>
        {data && max ? (
          <ul className="flex flex-col gap-4">
            {data.map((row) => {
              const network = networks[row.network] ?? networks.facebook!;
              const Icon = network.icon;
              return (
                <li key={row.network} className="flex items-center gap-3">
                  <Avatar color={network.tone} shape="rounded" size="sm" fallback={<Icon aria-hidden />} />
                  <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                    <div className="flex justify-between text-sm">
                      <span className="font-medium">{network.name}</span>
                      <span className="text-muted-foreground">{formatNumber(row.visits)}</span>
                    </div>
                    <Progress
                      value={(row.visits / max) * 100}
                      color={network.tone}
                      label={t('analytics.social.share', { name: network.name })}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        ) : (
          <ListSkeleton rows={5} row="h-8.5" />
        )}
      </CardContent>
    </Card>
  );
}

/** The busiest partner channels, with visitors and the week's trend. */
export function LeadingTeamsCard({ data }: { data?: AnalyticsDashboard['leadingTeams'] }) {
  const { t } = useTranslation('dashboards');
  const total = data?.reduce((a, r) => a + r.visitors, 0) ?? 0;
  const refresh = useDashboardRefresh('analytics');
  const table = data && {
    columns: (['company', 'channel', 'visitors', 'trend'] as const).map((c) => t(`analytics.teams.columns.${c}`)),
    rows: data.map((r) => [r.company, t(`analytics.teams.channels.${r.channel}`), r.visitors, r.trend]),
  };
  return (
    <Card className="h-full">
      <MenuCardHeader
        title={t('analytics.teams.title')}
        description={data ? t('analytics.teams.subtitle', { count: formatCompact(total) }) : '…'}
        onRefresh={refresh}
        exportName="leading-teams"
        table={table}
      />
      <CardContent>
        {data ? (
          <ul className="flex flex-col gap-4">
            {data.map((row, i) => (
              <li key={`${row.company}-${i}`} className="flex items-center gap-3">
                <Avatar
                  alt=""
                  fallback={<span aria-hidden>{row.company.slice(0, 2).toUpperCase()}</span>}
                  color={(['primary', 'info', 'success', 'warning', 'error', 'secondary'] as const)[i % 6]}
                />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{row.company}</p>
                  <p className="text-xs text-muted-foreground">{t(`analytics.teams.channels.${row.channel}`)}</p>
                </div>
                <span className="text-sm">{formatNumber(row.visitors)}</span>
                <span
                  className={cn(
                    'w-16 text-end text-xs font-semibold',
                    row.trend >= 0 ? 'text-success-text' : 'text-error-text',
                  )}
                >
                  {row.trend >= 0 ? '+' : '−'}
                  {formatPercent(Math.abs(row.trend), { maximumFractionDigits: 2 })}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <ListSkeleton rows={6} row="h-10" />
        )}
      </CardContent>
    </Card>
  );
}
