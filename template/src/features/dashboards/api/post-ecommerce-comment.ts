/**
 * POST /dashboards/ecommerce/comments {key, text}: adds a comment under the social post.
 * `key` is made once per comment, so a retry after a timeout (the server may have saved the
 * first try) returns the saved comment instead of posting it twice.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import type { EcommerceDashboard, PostComment } from '../types/ecommerce';
import { dashboardKeys } from './keys';
import { transientRetry } from '@/lib/query-retry';

export interface NewComment {
  key: string;
  text: string;
}

export async function postEcommerceComment(comment: NewComment): Promise<PostComment> {
  return parseAnswer(api.post<unknown>('dashboards/ecommerce/comments', { body: comment }), () =>
    import('../types/ecommerce').then((m) => m.commentSchema),
  );
}

export function usePostEcommerceComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postEcommerceComment,
    ...transientRetry,
    onSuccess: (comment) =>
      queryClient.setQueryData<EcommerceDashboard>(dashboardKeys.ecommerce(), (data) =>
        data && !data.comments.some((c) => c.id === comment.id)
          ? { ...data, comments: [...data.comments, comment] }
          : data,
      ),
  });
}
