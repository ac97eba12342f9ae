import { Building2, UserCheck, UserX, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/cards/stat-card';
import type { Tone } from '@/components/ui/tone';
import { formatNumber, formatPercent } from '@/lib/format';
import type { User } from '../types';

export interface UserStatsFigures {
  total: number;
  active: number;
  inactive: number;
  /** Distinct companies, compared without case or surrounding spaces. */
  companies: number;
  /** Distinct job titles, compared the same way. */
  roles: number;
}

/** The headline figures of a directory. */
export function userStats(users: readonly User[]): UserStatsFigures {
  const active = users.filter((u) => u.status === 'active').length;
  return {
    total: users.length,
    active,
    inactive: users.length - active,
    companies: new Set(users.map((u) => u.company.trim().toLowerCase())).size,
    roles: new Set(users.map((u) => u.role.trim().toLowerCase())).size,
  };
}

const cards: { key: Exclude<keyof UserStatsFigures, 'roles'>; icon: LucideIcon; tone: Tone }[] = [
  { key: 'total', icon: Users, tone: 'primary' },
  { key: 'active', icon: UserCheck, tone: 'success' },
  { key: 'inactive', icon: UserX, tone: 'error' },
  { key: 'companies', icon: Building2, tone: 'info' },
];

/** Four cards counted from every user (not the table's search or filters); skeletons while loading. */
export function UserStats({ users }: { users: readonly User[] | undefined }) {
  const { t } = useTranslation('users');
  const figures = users ? userStats(users) : undefined;
  const hint = (key: keyof UserStatsFigures) => {
    if (!figures) return undefined;
    if (key === 'total') return t('stats.totalHint');
    if (key === 'companies') return t('stats.roles', { count: figures.roles, formatted: formatNumber(figures.roles) });
    const share = figures.total > 0 ? figures[key] / figures.total : 0;
    return t('stats.share', { percent: formatPercent(share * 100, { maximumFractionDigits: 0 }) });
  };
  return (
    <ul aria-label={t('stats.label')} className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
      {cards.map(({ key, icon: Icon, tone }) => (
        <li key={key} data-stat={key}>
          <StatCard
            icon={<Icon aria-hidden />}
            tone={tone}
            layout="stacked"
            value={figures ? formatNumber(figures[key]) : undefined}
            label={
              <>
                {t(`stats.${key}`)}
                {/* The hint's line is kept while loading, so the cards keep their height when it arrives. */}
                {figures ? (
                  <span className="block text-xs">{hint(key)}</span>
                ) : (
                  <span className="block text-xs" aria-hidden>
                    {'\u00a0'}
                  </span>
                )}
              </>
            }
          />
        </li>
      ))}
    </ul>
  );
}
