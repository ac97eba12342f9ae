import { pathTo } from '@/config/paths';
import type { ProfileTab } from '../types';

/**
 * A user's profile: the section is the route's `:tab`, the person the `id` query parameter
 * (`/user/followers?id=4`), so every tab of every user is a link that can be shared or reloaded.
 */
export const userProfileHref = (id: number, tab: ProfileTab = 'profile') =>
  `${pathTo('apps-user-profile', { tab })}?id=${id}`;
