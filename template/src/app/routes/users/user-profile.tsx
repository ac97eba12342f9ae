/**
 * /user/:tab?id=: one user's profile. The tab (profile, followers, friends, settings) is the path,
 * the person the `id` query parameter; without an id the directory's first member is shown.
 */
import { Navigate, useParams } from 'react-router';
import { pathTo } from '@/config/paths';
import { useRouteId, wholeNumberId } from '@/hooks/use-route-id';
import { userProfileHref } from '@/features/users/components/user-links';
import { UserProfileView } from '@/features/users/components/profile/user-profile-view';
import { isProfileTab } from '@/features/users/types';

export default function UserProfileScreen() {
  const { tab } = useParams();
  const userId = useRouteId({ search: 'id', parse: wholeNumberId });
  if (!isProfileTab(tab)) {
    // An unknown section opens the profile itself, for the same person.
    return <Navigate replace to={userId ? userProfileHref(userId) : pathTo('apps-user-profile', { tab: 'profile' })} />;
  }
  return <UserProfileView tab={tab} userId={userId} />;
}
