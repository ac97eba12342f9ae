/**
 * PUT /user/:id/posts/:postId/like {liked}: likes or unlikes a post. The heart and the count change
 * at once; a failure puts them back (the caller says so) and the answer settles the count.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { transientRetry } from '@/lib/query-retry';
import type { UserPost } from '../types';
import { socialKeys } from './keys';

export interface PostLike {
  post: Pick<UserPost, 'id' | 'userId'>;
  liked: boolean;
}

export async function updatePostLike({ post, liked }: PostLike): Promise<UserPost> {
  return parseAnswer(api.put<unknown>(`user/${post.userId}/posts/${post.id}/like`, { body: { liked } }), () =>
    import('../types').then((m) => m.userPostSchema),
  );
}

export function useUpdatePostLike(userId: number) {
  const queryClient = useQueryClient();
  const key = socialKeys.posts(userId);
  const mutationKey = [...key, 'like'];
  const setPost = (id: number, change: (post: UserPost) => UserPost) =>
    queryClient.setQueryData<UserPost[]>(key, (posts) => posts?.map((p) => (p.id === id ? change(p) : p)));
  return useMutation({
    mutationKey,
    mutationFn: updatePostLike,
    // The PUT states the wanted result, so sending it again after a timeout is safe.
    ...transientRetry,
    // One at a time, in order: a retried earlier click never lands after a later one.
    scope: { id: `post-likes-${userId}` },
    onMutate: async ({ post, liked }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<UserPost[]>(key)?.find((p) => p.id === post.id);
      setPost(post.id, (p) => ({ ...p, liked, likes: p.likes + (liked === p.liked ? 0 : liked ? 1 : -1) }));
      return { previous };
    },
    onError: (_error, { post }, context) => {
      const previous = context?.previous;
      if (previous) setPost(post.id, (p) => ({ ...p, liked: previous.liked, likes: previous.likes }));
    },
    // The answer counts only when no later click is waiting: it would undo that click's change.
    onSuccess: (saved) => {
      if (queryClient.isMutating({ mutationKey }) <= 1) setPost(saved.id, (p) => ({ ...p, ...saved }));
    },
  });
}
