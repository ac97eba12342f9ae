/** PUT /dashboards/ecommerce/like {liked}: likes or unlikes the social post (optimistic). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { EcommerceDashboard } from '../types/ecommerce';
import { dashboardKeys } from './keys';
import { transientRetry } from '@/lib/query-retry';

export async function updateEcommerceLike(liked: boolean) {
  return parseAnswer(api.put<unknown>('dashboards/ecommerce/like', { body: { liked } }), () =>
    import('../types/ecommerce').then((m) => m.likeSchema),
  );
}

const likeMutationKey = ['dashboards', 'ecommerce', 'like'];

export function useUpdateEcommerceLike() {
  const queryClient = useQueryClient();
  const key = dashboardKeys.ecommerce();
  const setPost = (change: (post: EcommerceDashboard['post']) => EcommerceDashboard['post']) =>
    queryClient.setQueryData<EcommerceDashboard>(key, (data) => (data ? { ...data, post: change(data.post) } : data));
  return useMutation({
    // The PUT states the wanted result, so sending it again after a timeout is safe.
    ...transientRetry,
    // One at a time, in order: a retried earlier change never lands after a later one.
    scope: { id: 'ecommerce-like' },
    mutationKey: likeMutationKey,
    mutationFn: updateEcommerceLike,
    onMutate: async (liked) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<EcommerceDashboard>(key)?.post;
      setPost((post) => ({ ...post, liked, likes: post.likes + (liked === post.liked ? 0 : liked ? 1 : -1) }));
      return { previous };
    },
    onError: (_error, _liked, context) => {
      if (context?.previous) setPost(() => context.previous!);
    },
    // The answer counts only when no later click is waiting: it would undo that click's update.
    onSuccess: (result) => {
      if (queryClient.isMutating({ mutationKey: likeMutationKey }) <= 1) setPost((post) => ({ ...post, ...result }));
    },
  });
}
