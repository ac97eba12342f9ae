import { UserCheck, UserPlus, UserRoundCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/cards/stat-card';
import { formatNumber } from '@/lib/format';
import type { UserDetails } from '../../types';
import { UserActivityCard } from './user-activity-card';
import { UserConnectionsCard } from './user-connections-card';
import { UserAboutCard, UserContactsCard, UserTeamsCard } from './user-profile-about';

export interface UserProfileOverviewProps {
  details: UserDetails;
  /** The member's posts, under the network counts. */
  feed?: ReactNode;
}

/**
 * The Profile tab: who they are and their closest connections on the side; their network counts,
 * posts and activity beside it.
 */
export function UserProfileOverview({ details, feed }: UserProfileOverviewProps) {
  const { t } = useTranslation('users');
  const { profile } = details;
  const counts = [
    { key: 'followers', value: profile.followersCount, icon: UserCheck, tone: 'primary' },
    { key: 'following', value: profile.followingCount, icon: UserPlus, tone: 'info' },
    { key: 'friends', value: profile.friendsCount, icon: UserRoundCheck, tone: 'success' },
  ] as const;
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-12">
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-4">
        <UserAboutCard details={details} />
        <UserContactsCard details={details} />
        <UserTeamsCard details={details} />
        <UserConnectionsCard userId={details.user.id} />
      </div>
      <div className="flex min-w-0 flex-col gap-6 lg:col-span-8">
        <ul aria-label={t('profile.network')} className="grid gap-6 sm:grid-cols-3">
          {counts.map(({ key, value, icon: Icon, tone }) => (
            <li key={key}>
              <StatCard
                icon={<Icon aria-hidden />}
                tone={tone}
                value={formatNumber(value)}
                label={t(`profile.counts.${key}`)}
              />
            </li>
          ))}
        </ul>
        {feed}
        <UserActivityCard activity={profile.activity} />
      </div>
    </div>
  );
}
