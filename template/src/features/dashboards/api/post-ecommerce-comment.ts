/** POST /dashboards/ecommerce/comments {text}: adds a comment under the social post. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { commentSchema, type EcommerceDashboard, type PostComment } from './get-ecommerce-dashboard';
import { dashboardKeys } from './keys';

export async function postEcommerceComment(text: string): Promise<PostComment> {
  return commentSchema.parse(await api.post<unknown>('dashboards/ecommerce/comments', { body: { text } }));
}

export function usePostEcommerceComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postEcommerceComment,
    onSuccess: (comment) =>
      queryClient.setQueryData<EcommerceDashboard>(dashboardKeys.ecommerce(), (data) =>
        data ? { ...data, comments: [...data.comments, comment] } : data,
      ),
  });
}
