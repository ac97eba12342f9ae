import { SearchX, UsersRound } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageGrid, type PageCell } from '@/components/layout/page-grid';
import { PageHeader, type Crumb } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { EmptyCard, ErrorCard } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { pathTo } from '@/config/paths';
import { apiErrorMessage, isApiError } from '@/lib/api-client';
import { useUser } from '../../api/get-user';
import { useUsers } from '../../api/get-users';
import type { ProfileTab, UserDetails } from '../../types';
import { UserPeopleGrid } from './user-people-grid';
import { UserProfileBanner } from './user-profile-banner';
import { UserProfileOverview } from './user-profile-overview';

// The settings forms (react-hook-form, zod) load only when the Settings tab is opened.
const UserSettings = lazy(() => import('./user-settings').then((m) => ({ default: m.UserSettings })));

export interface UserProfileViewProps {
  tab: ProfileTab;
  /**
   * The user asked for in the address; `undefined` when none was given (the directory's first member,
   * the lowest id, is shown), `null` when the value is not an id at all.
   */
  userId: number | null | undefined;
}

function TabBody({ tab, details }: { tab: ProfileTab; details: UserDetails }) {
  if (tab === 'followers' || tab === 'friends') {
    return <UserPeopleGrid userId={details.user.id} kind={tab} name={details.user.name} />;
  }
  if (tab === 'settings') {
    return (
      <Suspense fallback={<Skeleton className="h-[40rem] rounded-card" />}>
        <UserSettings details={details} />
      </Suspense>
    );
  }
  return <UserProfileOverview details={details} />;
}

/** A user's profile with every state drawn under the screen's one h1: loading, unknown user, failure. */
export function UserProfileView({ tab, userId }: UserProfileViewProps) {
  const { t } = useTranslation('users');
  const directory = useUsers();
  const fallbackId =
    userId === undefined && directory.data?.length ? Math.min(...directory.data.map((u) => u.id)) : undefined;
  const id = userId ?? fallbackId ?? null;
  const query = useUser(id);
  const crumbs = (name?: string): Crumb[] => [
    { label: t('crumbs.apps') },
    { label: t('list.title'), to: pathTo('apps-user-list') },
    { label: name ?? t('profile.title') },
  ];
  const backToList = (
    <Link to={pathTo('apps-user-list')} className={buttonClasses({ variant: 'tonal' })}>
      {t('profile.backToList')}
    </Link>
  );
  const frame = (cells: PageCell[], name?: string, loading?: string) => (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t('profile.title')}
        subtitle={name ? t(`profile.subtitle.${tab}`, { name }) : '\u00a0'}
        breadcrumbs={crumbs(name)}
      />
      <PageGrid cells={cells} loadingLabel={loading} />
    </div>
  );
  const single = (card: ReactNode): PageCell[] => [{ id: 'profile', span: 'col-span-12', card }];

  const unknown = userId === null || (isApiError(query.error) && query.error.status === 404);
  if (unknown) {
    return frame(
      single(
        <EmptyCard
          icon={<SearchX />}
          title={t('profile.notFound')}
          description={t('profile.notFoundHint')}
          action={backToList}
        />,
      ),
    );
  }
  if (userId === undefined && directory.data?.length === 0) {
    return frame(single(<EmptyCard icon={<UsersRound />} title={t('profile.noUsers')} action={backToList} />));
  }
  const failed = query.isError ? query : userId === undefined && directory.isError ? directory : null;
  if (failed) {
    return frame(
      single(
        <ErrorCard
          description={apiErrorMessage(failed.error)}
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
        />,
      ),
    );
  }
  if (!query.data) {
    return frame(
      [
        { id: 'banner', span: 'col-span-12', card: <Skeleton className="h-72 rounded-card sm:h-80" /> },
        { id: 'tab', span: 'col-span-12', card: <Skeleton className="h-96 rounded-card" /> },
      ],
      undefined,
      t('profile.loading'),
    );
  }
  return frame(
    [
      { id: 'banner', span: 'col-span-12', card: <UserProfileBanner details={query.data} tab={tab} /> },
      { id: 'tab', span: 'col-span-12', card: <TabBody tab={tab} details={query.data} /> },
    ],
    query.data.user.name,
  );
}
