import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { Tone } from '@/components/ui/tone';
import { formatDate, formatNumber } from '@/lib/format';
import type { OperationsDashboard } from '../../types/operations';

const teamTone: Record<string, Tone> = {
  warehouse: 'primary',
  dispatch: 'info',
  kitchen: 'warning',
  support: 'success',
};
const hour = (h: number) => formatDate(new Date(2000, 0, 1, h), { hour: 'numeric', minute: '2-digit' });

/** Who is working in the shift under way, per team. */
export function StaffCard({ data }: { data?: OperationsDashboard['staff'] }) {
  const { t } = useTranslation('dashboards');
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{t('operations.staff.title')}</CardTitle>
        <CardDescription>
          {data
            ? t('operations.staff.shift', {
                shift: t(`operations.staff.shifts.${data.shift}`),
                from: hour(data.window.start),
                to: hour(data.window.end),
              })
            : '…'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        {data ? (
          <>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {data.byTeam.map((team) => (
                <li key={team.team} className="rounded-md bg-muted/60 p-2.5">
                  <p className="text-xs text-muted-foreground">{t(`operations.staff.teams.${team.team}`)}</p>
                  <p className="font-semibold">
                    {t('operations.staff.ofTeam', {
                      onShift: formatNumber(team.onShift),
                      total: formatNumber(team.total),
                    })}
                  </p>
                </li>
              ))}
            </ul>
            <ul className="flex flex-col gap-3">
              {data.onShift.map((person) => (
                <li key={person.name} className="flex items-center gap-3">
                  <Avatar
                    size="sm"
                    alt=""
                    fallback={
                      <span aria-hidden>
                        {person.name
                          .split(' ')
                          .map((p) => p[0])
                          .join('')}
                      </span>
                    }
                    color={teamTone[person.team] ?? 'secondary'}
                  />
                  <span className="flex-1 text-sm font-medium">{person.name}</span>
                  <span className="text-xs text-muted-foreground">
                    {t(`operations.staff.roles.${person.role}`)} · {t(`operations.staff.teams.${person.team}`)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <Skeleton className="h-72 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
