import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/cards/section-card';
import { Chip } from '@/components/ui/chip';
import { CircularProgress } from '@/components/ui/progress';
import type { Tone } from '@/components/ui/tone';
import { formatDate, formatNumber } from '@/lib/format';
import type { AcademyDashboard } from '../types';
import { calendarDay, localDate } from '@/lib/today';
import { assignmentStatus, type AssignmentStatus } from '../learning';

const statusTone: Record<AssignmentStatus, Tone> = {
  complete: 'success',
  'in-progress': 'primary',
  'not-started': 'secondary',
  overdue: 'error',
};

/** Course assignments with how many of their tasks are done and whether they are on time. */
export function AssignmentsCard({ assignments }: { assignments?: AcademyDashboard['assignments'] }) {
  const { t } = useTranslation('academy');
  const today = calendarDay();
  return (
    <SectionCard
      title={t('dashboard.assignments.title')}
      aria-label={t('dashboard.assignments.title')}
      description={t('dashboard.assignments.subtitle')}
      status={!assignments ? 'loading' : assignments.length === 0 ? 'empty' : 'ready'}
      empty={t('dashboard.assignments.empty')}
      bodyClassName="min-h-96"
    >
      <ul className="flex flex-col gap-5">
        {assignments?.map((a) => {
          const status = assignmentStatus(a, today);
          const tone = statusTone[status];
          return (
            <li key={a.id} className="flex items-start gap-4">
              <span className="relative grid shrink-0 place-items-center">
                <CircularProgress
                  value={(a.done / a.total) * 100}
                  color={tone}
                  size={48}
                  thickness={4}
                  label={t('dashboard.assignments.progressOf', {
                    name: a.title,
                    done: formatNumber(a.done),
                    total: formatNumber(a.total),
                  })}
                />
                <span aria-hidden className="absolute text-xs font-semibold">
                  {formatNumber(a.done)}/{formatNumber(a.total)}
                </span>
              </span>
              <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
                <p className="font-medium">{a.title}</p>
                <p className="text-sm text-muted-foreground">
                  {t('dashboard.assignments.meta', {
                    course: a.course,
                    date: formatDate(localDate(a.dueDate), { weekday: 'long', month: 'short', day: 'numeric' }),
                  })}
                </p>
                <Chip size="sm" color={tone}>
                  {t(`dashboard.assignments.status.${status}`)}
                </Chip>
              </div>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
