/**
 * /user/:tab?id=: one user's profile. The tab (profile, followers, friends, settings) is the path,
 * the person the `id` query parameter; without an id the directory's first member is shown. The
 * social side (posts, follow, connect) comes from the social feature and is handed to the profile.
 */
import { Navigate, useParams } from 'react-router';
import { pathTo } from '@/config/paths';
import { useRouteId, wholeNumberId } from '@/hooks/use-route-id';
import { SocialConnectButton } from '@/features/social/components/social-connect-button';
import { SocialFeed } from '@/features/social/components/social-feed';
import { SocialFollowButton } from '@/features/social/components/social-follow-button';
import { userProfileHref } from '@/features/users/components/user-links';
import { UserProfileView } from '@/features/users/components/profile/user-profile-view';
import { isProfileTab, type ProfileSocial } from '@/features/users/types';

const social: ProfileSocial = {
  feed: (user) => <SocialFeed member={user} />,
  follow: (user) => <SocialFollowButton member={user} />,
  connect: (person) => <SocialConnectButton member={person} />,
};

export default function UserProfileScreen() {
  const { tab } = useParams();
  const userId = useRouteId({ search: 'id', parse: wholeNumberId });
  if (!isProfileTab(tab)) {
    // An unknown section opens the profile itself, for the same person.
    return <Navigate replace to={userId ? userProfileHref(userId) : pathTo('apps-user-profile', { tab: 'profile' })} />;
  }
  return <UserProfileView tab={tab} userId={userId} social={social} />;
}
