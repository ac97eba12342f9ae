import { UsersRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailScreen, type DetailQuery } from '@/components/layout/detail-screen';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { pathTo } from '@/config/paths';
import { useFirstDataInBackground } from '@/hooks/use-first-data-in-background';
import { useUser } from '../../api/get-user';
import { useUsers } from '../../api/get-users';
import type { ProfileSocial, ProfileTab, UserDetails } from '../../types';
import { UserPeopleGrid } from './user-people-grid';
import { ProfileCover, UserProfileBanner } from './user-profile-banner';
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
  /** Posts, follow and connect toggles; without it the profile shows none of them. */
  social?: ProfileSocial;
}

function TabBody({ tab, details, social }: { tab: ProfileTab; details: UserDetails; social?: ProfileSocial }) {
  if (tab === 'followers' || tab === 'friends') {
    return (
      <UserPeopleGrid userId={details.user.id} kind={tab} name={details.user.name} personAction={social?.connect} />
    );
  }
  if (tab === 'settings') {
    return (
      <Suspense fallback={<Skeleton className="h-[40rem] rounded-card" />}>
        <UserSettings details={details} />
      </Suspense>
    );
  }
  return <UserProfileOverview details={details} feed={social?.feed(details.user)} />;
}

/**
 * The user the profile shows, in DetailScreen's shape: the one asked for, or the directory's first
 * member (the lowest id) when none was; an empty directory reads as `data: null`.
 */
function useProfileUser(userId: number | null | undefined): DetailQuery<UserDetails> {
  const directory = useUsers();
  const first = directory.data?.length ? Math.min(...directory.data.map((u) => u.id)) : undefined;
  const user = useUser(userId === undefined ? (first ?? null) : userId);
  if (userId !== undefined) return user;
  if (directory.data?.length === 0) return { ...directory, data: null };
  if (directory.isError && first === undefined) return { ...directory, data: undefined };
  return user;
}

/** The profile's first answer is drawn in a background render (the banner, the tab and its cards at once). */
function useProfileDrawn(userId: number | null | undefined): DetailQuery<UserDetails> {
  const query = useProfileUser(userId);
  const data = useFirstDataInBackground(query.data);
  // A getter: DetailScreen reads isFetching only once the load has failed (lib/retrying.ts).
  return {
    data,
    error: query.error,
    isError: query.isError,
    get isFetching() {
      return query.isFetching;
    },
    refetch: query.refetch,
  };
}

/** A user's profile: banner and the tab's body, with every state drawn by `DetailScreen`. */
export function UserProfileView({ tab, userId, social }: UserProfileViewProps) {
  const { t } = useTranslation('users');
  const backToList = (
    <Link to={pathTo('apps-user-list')} className={buttonClasses({ variant: 'tonal' })}>
      {t('profile.backToList')}
    </Link>
  );
  return (
    <DetailScreen
      id={userId}
      query={useProfileDrawn(userId)}
      header={(details) => ({
        title: t('profile.title'),
        // The same while loading: a subtitle that waited for the name moved the page once it came.
        subtitle: t(`profile.subtitle.${tab}`),
        breadcrumbs: [
          { label: t('crumbs.apps') },
          { label: t('list.title'), to: pathTo('apps-user-list') },
          { label: details?.user.name ?? t('profile.title') },
        ],
      })}
      loadingLabel={t('profile.loading')}
      skeleton={[
        // The banner's height as drawn (33.5rem, 36rem from sm, 21.5rem from lg, its cover included):
        // its details stack on a phone and sit beside the avatar from lg. The cover is already there.
        {
          id: 'banner',
          span: 'col-span-12',
          card: (
            <Card className="overflow-hidden">
              <ProfileCover />
              <Skeleton className="h-[26.5rem] rounded-none sm:h-[26rem] lg:h-[11.5rem]" />
            </Card>
          ),
        },
        { id: 'tab', span: 'col-span-12', card: <Skeleton className="h-96 rounded-card" /> },
      ]}
      notFound={
        userId === undefined
          ? { icon: <UsersRound />, title: t('profile.noUsers'), action: backToList }
          : { title: t('profile.notFound'), description: t('profile.notFoundHint'), action: backToList }
      }
      cellId="profile"
    >
      {(details) => [
        {
          id: 'banner',
          span: 'col-span-12',
          card: <UserProfileBanner details={details} tab={tab} follow={social?.follow(details.user)} />,
        },
        { id: 'tab', span: 'col-span-12', card: <TabBody tab={tab} details={details} social={social} /> },
      ]}
    </DetailScreen>
  );
}
