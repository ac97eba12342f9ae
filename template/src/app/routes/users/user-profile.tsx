/**
 * /user/:tab?id=: one user's profile. The tab (profile, followers, friends, settings) is the path,
 * the person the `id` query parameter; without an id the directory's first member is shown.
 */
import { Navigate, useParams, useSearchParams } from 'react-router';
import { parseUserId, userProfileHref } from '@/features/users/components/user-links';
import { UserProfileView } from '@/features/users/components/profile/user-profile-view';
import { isProfileTab } from '@/features/users/types';
import { pathTo } from '@/config/paths';

export default function UserProfileScreen() {
  const { tab } = useParams();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const userId = raw === null ? undefined : parseUserId(raw);
  if (!isProfileTab(tab)) {
    // An unknown section opens the profile itself, for the same person.
    return <Navigate replace to={userId ? userProfileHref(userId) : pathTo('apps-user-profile', { tab: 'profile' })} />;
  }
  return <UserProfileView tab={tab} userId={userId} />;
}
