import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { RadialChart } from '@/components/charts/lite/radial-chart';
import { SectionCard } from '@/components/cards/section-card';
import { CircularProgress } from '@/components/ui/progress';
import type { Tone } from '@/components/ui/tone';
import { formatPercent } from '@/lib/format';
import type { AcademyDashboard } from '../types';
import { formatDuration } from '../learning';

const tones: Tone[] = ['primary', 'success', 'info', 'warning', 'secondary', 'error'];

/** Learning time of the last 30 days per course: a donut with the total in its middle, then each course's share. */
export function TimeSpendingCard({ data }: { data?: AcademyDashboard['timeSpending'] }) {
  const { t } = useTranslation('academy');
  const courses = useMemo(() => data?.courses ?? [], [data]);
  const slices = useMemo(
    () => courses.map((c, i) => ({ name: c.name, value: c.minutes, tone: tones[i % tones.length]! })),
    [courses],
  );
  const share = (minutes: number) => (data?.totalMinutes ? (minutes / data.totalMinutes) * 100 : 0);
  return (
    <SectionCard
      title={t('dashboard.time.title')}
      aria-label={t('dashboard.time.title')}
      description={t('dashboard.time.subtitle')}
      status={!data ? 'loading' : courses.length === 0 ? 'empty' : 'ready'}
      empty={t('dashboard.time.empty')}
      bodyClassName="min-h-96 gap-5"
    >
      <RadialChart
        kind="donut"
        height={220}
        label={t('dashboard.time.chart')}
        slices={slices}
        center={{ value: formatDuration(data?.totalMinutes ?? 0), caption: t('dashboard.time.total') }}
        formatValue={formatDuration}
        table={{
          columns: [t('dashboard.time.course'), t('dashboard.time.spent'), t('dashboard.time.share')],
          rows: courses.map((c) => [c.name, formatDuration(c.minutes), formatPercent(share(c.minutes))]),
        }}
      />
      <ul className="flex flex-col gap-4">
        {courses.map((c, i) => (
          <li key={c.courseId} className="flex items-center gap-3">
            <CircularProgress
              value={share(c.minutes)}
              color={tones[i % tones.length]}
              size={36}
              label={t('dashboard.time.shareOf', { name: c.name })}
            />
            <span className="min-w-0 flex-1 truncate font-medium">{c.name}</span>
            <span className="text-sm text-muted-foreground tabular-nums">{formatDuration(c.minutes)}</span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
