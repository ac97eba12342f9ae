/** GET /user/:id/posts: a member's posts, newest first, with comments and whether you like each. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { UserPost } from '../types';
import { socialKeys } from './keys';

export async function getUserPosts(userId: number, signal?: AbortSignal): Promise<UserPost[]> {
  return (
    await parseAnswer(api.get<unknown>(`user/${userId}/posts`, { signal }), () =>
      import('../types').then((m) => m.userPostListSchema),
    )
  ).posts;
}

export const userPostsQuery = (userId: number) =>
  queryOptions({ queryKey: socialKeys.posts(userId), queryFn: ({ signal }) => getUserPosts(userId, signal) });

export function useUserPosts(userId: number) {
  return useQuery(userPostsQuery(userId));
}
