import { UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { apiErrorMessage } from '@/lib/api-client';
import { retryingAfterFailure } from '@/lib/retrying';
import { useUserConnections } from '../../api/get-user-connections';
import type { ConnectionKind, UserConnection } from '../../types';
import { UserPersonCard } from './user-person-card';

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export interface UserPeopleGridProps {
  userId: number;
  kind: ConnectionKind;
  /** The profile's owner, for the headings. */
  name: string;
  /** An extra action on each card (a connect toggle). */
  personAction?: (person: UserConnection) => ReactNode;
}

/** The Followers or Friends tab: a card per person from the server, with its loading, empty and error states. */
export function UserPeopleGrid({ userId, kind, name, personAction }: UserPeopleGridProps) {
  const { t } = useTranslation('users');
  const query = useUserConnections(userId, kind);
  const heading = <h2 className="sr-only">{t(`tabs.${kind}`)}</h2>;
  if (query.isError) {
    return (
      <Card>
        {heading}
        <ErrorState
          description={apiErrorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={retryingAfterFailure(query)}
        />
      </Card>
    );
  }
  if (!query.data) {
    return (
      <div aria-busy>
        {heading}
        <div className={grid}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-64 rounded-card" />
          ))}
        </div>
        <p role="status" className="sr-only">
          {t('people.loading')}
        </p>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <Card>
        {heading}
        <EmptyState icon={<UsersRound />} title={t(`people.empty.${kind}`, { name })} />
      </Card>
    );
  }
  return (
    <section aria-labelledby={`people-${kind}`}>
      <h2 id={`people-${kind}`} className="mb-4 text-lg font-semibold">
        {t(`people.title.${kind}`, { name, count: query.data.length })}
      </h2>
      <ul className={grid}>
        {query.data.map((person) => (
          <UserPersonCard key={person.id} person={person} kind={kind} action={personAction?.(person)} />
        ))}
      </ul>
    </section>
  );
}
