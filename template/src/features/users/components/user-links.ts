import { pathTo } from '@/config/paths';
import type { ProfileTab } from '../types';

/**
 * A user's profile: the section is the route's `:tab`, the person the `id` query parameter
 * (`/user/followers?id=4`), so every tab of every user is a link that can be shared or reloaded.
 */
export const userProfileHref = (id: number, tab: ProfileTab = 'profile') =>
  `${pathTo('apps-user-profile', { tab })}?id=${id}`;

/** The `id` query parameter as a user id, or null when it is missing or not a positive whole number. */
export function parseUserId(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
