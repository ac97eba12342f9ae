import { Award, BookOpenCheck, Clock, PlayCircle } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianChart } from '@/components/charts/lite/cartesian-chart';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { Tone } from '@/components/ui/tone';
import { formatDate, formatNumber } from '@/lib/format';
import type { AcademyDashboard } from '../types';
import { localDate } from '@/lib/today';
import { formatDuration } from '../learning';

function Stat({ icon, tone, value, label }: { icon: ReactNode; tone: Tone; value?: string; label: string }) {
  return (
    <li className="flex items-center gap-3">
      <Avatar color={tone} shape="rounded" fallback={icon} />
      <div className="min-w-0">
        {value === undefined ? <Skeleton className="h-7 w-14" /> : <p className="text-lg font-semibold">{value}</p>}
        <p className="text-sm text-muted-foreground">{label}</p>
      </div>
    </li>
  );
}

export interface AcademyWelcomeCardProps {
  learner?: AcademyDashboard['learner'];
  stats?: AcademyDashboard['stats'];
  days?: AcademyDashboard['timeSpending']['days'];
}

/** The learner's greeting and headline figures, with the minutes studied on each of the last seven days. */
export function AcademyWelcomeCard({ learner, stats, days }: AcademyWelcomeCardProps) {
  const { t } = useTranslation('academy');
  const weekday = (day: string) => formatDate(localDate(day), { weekday: 'short' });
  const categories = useMemo(() => days?.map((d) => formatDate(localDate(d.date), { weekday: 'short' })) ?? [], [days]);
  const series = useMemo(
    () =>
      [
        { name: t('dashboard.welcome.minutes'), data: days?.map((d) => d.minutes) ?? [], tone: 'primary', kind: 'bar' },
      ] as const,
    [days, t],
  );
  const weekTotal = days?.reduce((sum, d) => sum + d.minutes, 0);
  return (
    <Card asChild className="h-full">
      <section aria-labelledby="academy-welcome-title" className="grid gap-6 p-6 md:grid-cols-[1fr_minmax(0,18rem)]">
        <div className="flex flex-col gap-5">
          <div>
            <h2 id="academy-welcome-title" className="text-xl font-semibold">
              {learner
                ? t('dashboard.welcome.title', { name: learner.name.split(' ')[0] })
                : t('dashboard.welcome.titleLoading')}
            </h2>
            {/* Without figures, so it does not wait for them (the first stat below says the time). */}
            <p className="mt-1 text-muted-foreground">{t('dashboard.welcome.subtitle')}</p>
          </div>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Stat
              icon={<Clock aria-hidden />}
              tone="primary"
              value={stats && formatDuration(stats.minutesThisMonth)}
              label={t('dashboard.stats.time')}
            />
            <Stat
              icon={<BookOpenCheck aria-hidden />}
              tone="info"
              value={stats && formatNumber(stats.lessonsCompleted)}
              label={t('dashboard.stats.lessons')}
            />
            <Stat
              icon={<PlayCircle aria-hidden />}
              tone="warning"
              value={stats && formatNumber(stats.activeCourses)}
              label={t('dashboard.stats.active')}
            />
            <Stat
              icon={<Award aria-hidden />}
              tone="success"
              value={stats && formatNumber(stats.certificates)}
              label={t('dashboard.stats.certificates')}
            />
          </ul>
        </div>
        <div className="flex min-w-0 flex-col gap-1 rounded-card bg-muted/50 p-4">
          <h3 className="text-sm font-medium">{t('dashboard.welcome.week')}</h3>
          <p className="text-2xl font-semibold">{weekTotal === undefined ? '–' : formatDuration(weekTotal)}</p>
          <CartesianChart
            height={130}
            label={t('dashboard.welcome.chart')}
            series={series}
            categories={categories}
            valueAxis={false}
            grid={false}
            formatValue={formatDuration}
            table={
              days && {
                columns: [t('dashboard.welcome.day'), t('dashboard.welcome.minutes')],
                rows: days.map((d) => [weekday(d.date), formatDuration(d.minutes)]),
              }
            }
          />
        </div>
      </section>
    </Card>
  );
}
