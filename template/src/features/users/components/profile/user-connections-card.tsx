import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '@/components/cards/section-card';
import { buttonClasses } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-client';
import { retryingAfterFailure } from '@/lib/retrying';
import { useUserConnections } from '../../api/get-user-connections';
import { UserAvatar } from '../user-avatar';
import { userProfileHref } from '../user-links';
import { UserStatusChip } from '../user-status-chip';

/** A few of the user's friends, each a link to their own profile, and a link to the whole list. */
export function UserConnectionsCard({ userId, limit = 5 }: { userId: number; limit?: number }) {
  const { t } = useTranslation('users');
  const query = useUserConnections(userId, 'friends');
  const people = query.data?.slice(0, limit);
  return (
    <SectionCard
      title={t('profile.connections')}
      description={t('profile.connectionsHint')}
      status={query.isError ? 'error' : !people ? 'loading' : people.length ? 'ready' : 'empty'}
      empty={t('profile.noConnections')}
      errorMessage={apiErrorMessage(query.error)}
      onRetry={() => void query.refetch()}
      retrying={retryingAfterFailure(query)}
      bodyClassName="min-h-40"
      actions={
        query.data && query.data.length > 0 ? (
          <Link to={userProfileHref(userId, 'friends')} className={buttonClasses({ variant: 'text', size: 'sm' })}>
            {t('profile.allFriends', { count: query.data.length })}
            <ArrowRight aria-hidden className="rtl:-scale-x-100" />
          </Link>
        ) : undefined
      }
    >
      <ul className="flex flex-col divide-y divide-border">
        {people?.map((person) => (
          <li key={person.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
            <UserAvatar user={person} size="sm" />
            <div className="min-w-0 flex-1">
              <Link to={userProfileHref(person.id)} className="block truncate text-sm font-medium hover:underline">
                {person.name}
              </Link>
              <p className="truncate text-xs text-muted-foreground">
                {person.role} · {person.company}
              </p>
            </div>
            <UserStatusChip status={person.status} />
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
