import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApexChart } from '@/components/charts/apex-chart';
import type { ThemeTokens } from '@/components/charts/theme-tokens';
import { SectionCard } from '@/components/cards/section-card';
import { CircularProgress } from '@/components/ui/progress';
import type { Tone } from '@/components/ui/tone';
import { formatPercent } from '@/lib/format';
import type { AcademyDashboard } from '../api/get-academy-dashboard';
import { formatDuration } from '../learning';

const tones: Tone[] = ['primary', 'success', 'info', 'warning', 'secondary', 'error'];

/** Learning time of the last 30 days per course: a donut with the total in its middle, then each course's share. */
export function TimeSpendingCard({ data }: { data?: AcademyDashboard['timeSpending'] }) {
  const { t } = useTranslation('academy');
  const courses = useMemo(() => data?.courses ?? [], [data]);
  const series = useMemo(() => courses.map((c) => c.minutes), [courses]);
  const share = (minutes: number) => (data?.totalMinutes ? (minutes / data.totalMinutes) * 100 : 0);
  const options = useMemo(
    () =>
      (tk: ThemeTokens): ApexOptions => ({
        labels: courses.map((c) => c.name),
        stroke: { width: 3, colors: [tk.card] },
        tooltip: { y: { formatter: (minutes: number) => formatDuration(minutes) } },
        plotOptions: {
          pie: {
            donut: {
              size: '74%',
              labels: {
                show: true,
                value: {
                  color: tk.foreground,
                  fontSize: '20px',
                  fontWeight: 600,
                  formatter: (v: string) => formatDuration(Number(v)),
                },
                total: {
                  show: true,
                  label: t('dashboard.time.total'),
                  color: tk.mutedForeground,
                  formatter: () => formatDuration(data?.totalMinutes ?? 0),
                },
              },
            },
          },
        },
      }),
    [courses, data?.totalMinutes, t],
  );
  return (
    <SectionCard
      title={t('dashboard.time.title')}
      aria-label={t('dashboard.time.title')}
      description={t('dashboard.time.subtitle')}
      status={!data ? 'loading' : courses.length === 0 ? 'empty' : 'ready'}
      empty={t('dashboard.time.empty')}
      bodyClassName="min-h-96 gap-5"
    >
      <ApexChart
        type="donut"
        height={220}
        label={t('dashboard.time.chart')}
        series={series}
        colors={tones}
        options={options}
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
