import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { Tone } from '@/components/ui/tone';
import { formatDate, formatNumber } from '@/lib/format';
import type { OperationsDashboard } from '../../types/operations';
import { MenuCardHeader } from '../shared/menu-card-header';
import { useDashboardRefresh } from '../shared/use-dashboard-refresh';

type Person = OperationsDashboard['staff']['onShift'][number];

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
  const refresh = useDashboardRefresh('operations');
  const role = (person: Person) => t(`operations.staff.roles.${person.role}`);
  const team = (id: string) => t(`operations.staff.teams.${id}`);
  const table = data && {
    columns: (['name', 'role', 'team'] as const).map((c) => t(`operations.staff.columns.${c}`)),
    rows: data.onShift.map((person) => [person.name, role(person), team(person.team)]),
  };
  return (
    <Card className="h-full">
      <MenuCardHeader
        title={t('operations.staff.title')}
        description={
          data
            ? t('operations.staff.shift', {
                shift: t(`operations.staff.shifts.${data.shift}`),
                from: hour(data.window.start),
                to: hour(data.window.end),
              })
            : '…'
        }
        onRefresh={refresh}
        exportName="staff-on-shift"
        table={table}
      />
      <CardContent className="flex flex-col gap-5">
        {data ? (
          <>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {data.byTeam.map((group) => (
                <li key={group.team} className="rounded-md bg-muted/60 p-2.5">
                  <p className="text-xs text-muted-foreground">{team(group.team)}</p>
                  <p className="font-semibold">
                    {t('operations.staff.ofTeam', {
                      onShift: formatNumber(group.onShift),
                      total: formatNumber(group.total),
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
                    {role(person)} · {team(person.team)}
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
