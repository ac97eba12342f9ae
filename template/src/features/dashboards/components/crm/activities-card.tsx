import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar, AvatarGroup } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatList, formatNumber } from '@/lib/format';
import { useCrmActivities } from '../../api/get-crm-activities';
import { timeLabel } from '../shared/format';
import { MenuCardHeader } from '../shared/menu-card-header';

const perPage = 5;
/**
 * Solid colours, so overlapping avatars hide each other's letters (tonal ones are see-through)
 * and neighbours stay apart.
 */
const attendeeTones = ['primary', 'info', 'success'] as const;

/** Upcoming meetings, five per page, each with its date, time range and attendees. */
export function ActivitiesCard() {
  const { t } = useTranslation('dashboards');
  const [page, setPage] = useState(1);
  const query = useCrmActivities(page, perPage);
  const pages = query.data ? Math.ceil(query.data.total / perPage) : 0;
  const table = query.data && {
    columns: (['activity', 'start', 'end', 'attendees'] as const).map((c) => t(`crm.activities.columns.${c}`)),
    rows: query.data.items.map((a) => [a.title, a.start, a.end, a.people.join(', ')]),
  };
  return (
    <Card className="h-full">
      <MenuCardHeader
        title={t('crm.activities.title')}
        onRefresh={() => void query.refetch()}
        exportName={`activities-page-${page}`}
        table={table}
      />
      <CardContent className="flex flex-1 flex-col gap-4">
        {query.isError && !query.data ? (
          <ErrorState title={t('state.loadError')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <ul className="flex flex-col gap-4" aria-busy={query.isPlaceholderData || undefined}>
            {query.data
              ? query.data.items.map((activity) => {
                  const start = new Date(activity.start);
                  return (
                    <li key={activity.id} className="flex items-center gap-3">
                      <div className="grid w-12 shrink-0 place-items-center rounded-md bg-primary/12 py-1 text-primary-text">
                        <span className="text-lg leading-tight font-semibold">
                          {formatDate(start, { day: 'numeric' })}
                        </span>
                        <span className="text-xs uppercase">{formatDate(start, { month: 'short' })}</span>
                      </div>
                      <div className="min-w-0 flex-1">
                        <p className="line-clamp-2 text-sm font-medium">{activity.title}</p>
                        <p className="text-xs text-muted-foreground">
                          <time dateTime={activity.start}>{timeLabel(activity.start)}</time> –{' '}
                          <time dateTime={activity.end}>{timeLabel(activity.end)}</time>
                        </p>
                      </div>
                      <AvatarGroup
                        aria-label={t('crm.activities.attendees', { names: formatList(activity.people) })}
                        role="img"
                      >
                        {activity.people.slice(0, 3).map((name, i) => (
                          <Avatar
                            key={name}
                            variant="solid"
                            alt=""
                            fallback={
                              <span aria-hidden>
                                {name
                                  .split(' ')
                                  .map((p) => p[0])
                                  .join('')}
                              </span>
                            }
                            size="sm"
                            color={attendeeTones[i % attendeeTones.length]}
                          />
                        ))}
                        {activity.people.length > 3 && (
                          <Avatar
                            size="sm"
                            variant="solid"
                            color="secondary"
                            fallback={<span aria-hidden>+{formatNumber(activity.people.length - 3)}</span>}
                          />
                        )}
                      </AvatarGroup>
                    </li>
                  );
                })
              : Array.from({ length: perPage }, (_, i) => (
                  <li key={i}>
                    <Skeleton className="h-12 w-full" />
                  </li>
                ))}
          </ul>
        )}
        <nav aria-label={t('crm.activities.pages')} className="mt-auto flex items-center justify-center gap-1">
          {Array.from({ length: Math.max(pages, 2) }, (_, i) => i + 1).map((n) => (
            <Button
              key={n}
              size="icon-sm"
              variant={n === page ? 'solid' : 'ghost'}
              color={n === page ? 'primary' : 'secondary'}
              aria-label={t('table.page', { page: n })}
              aria-current={n === page ? 'page' : undefined}
              disabled={!query.data && n !== page}
              onClick={() => setPage(n)}
            >
              {formatNumber(n)}
            </Button>
          ))}
        </nav>
      </CardContent>
    </Card>
  );
}
