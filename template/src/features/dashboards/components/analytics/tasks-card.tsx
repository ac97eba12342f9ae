import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Chip } from '@/components/ui/chip';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDate, formatNumber } from '@/lib/format';
import type { AnalyticsDashboard } from '../../types/analytics';

/** The project's tasks: tick one off to strike it through; steps, comments and owner on the right. */
export function TasksCard({ data }: { data?: AnalyticsDashboard['tasks'] }) {
  const { t } = useTranslation('dashboards');
  // Ticks are kept for this visit; the list itself comes from the server.
  const [overrides, setOverrides] = useState<Record<string, boolean>>({});
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{t('analytics.tasks.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {data ? (
          <ul className="flex flex-col divide-y divide-border">
            {data.map((task) => {
              const done = overrides[task.id] ?? task.completed;
              return (
                <li key={task.id} className="flex flex-wrap items-center gap-3 py-3 first:pt-0">
                  <Checkbox
                    checked={done}
                    aria-label={t('ecommerce.tasks.done', { title: task.title })}
                    onChange={() => setOverrides((o) => ({ ...o, [task.id]: !done }))}
                  />
                  <div className="min-w-0 flex-1">
                    <p className={cn('truncate text-sm font-medium', done && 'text-muted-foreground line-through')}>
                      {task.title}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {t('analytics.tasks.due', { date: formatDate(`${task.due}T00:00`) })}
                    </p>
                  </div>
                  <Chip color={task.done === task.steps ? 'success' : 'secondary'} className="h-6 px-2 text-xs">
                    <span className="sr-only">
                      {t('analytics.tasks.steps', { done: task.done, total: task.steps })}
                    </span>
                    <span aria-hidden>
                      {formatNumber(task.done)}/{formatNumber(task.steps)}
                    </span>
                  </Chip>
                  <span className="flex items-center gap-1 text-xs text-muted-foreground">
                    <MessageSquare aria-hidden className="size-3.5" />
                    <span className="sr-only">{t('analytics.tasks.comments', { count: task.comments })}</span>
                    <span aria-hidden>{formatNumber(task.comments)}</span>
                  </span>
                  <Avatar size="xs" alt={task.owner} color="info" title={task.owner} />
                </li>
              );
            })}
          </ul>
        ) : (
          // Six rows as the loaded list draws them (a title and a date line each), so the card keeps its height.
          <div aria-hidden className="flex flex-col divide-y divide-border">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="py-3 first:pt-0">
                <Skeleton className="h-9" />
              </div>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
