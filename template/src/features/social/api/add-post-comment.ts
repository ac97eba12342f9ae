/**
 * POST /user/:id/posts/:postId/comments {text, key}: adds your comment under a post. It shows at
 * once (marked as sending); a failure takes it away again and the caller keeps the text to resend.
 * `key` is made once per comment, so a retry after a timeout cannot post it twice.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseAnswer } from '@/lib/parse-answer';
import { transientRetry } from '@/lib/query-retry';
import type { PostAuthor, PostComment, UserPost } from '../types';
import { socialKeys } from './keys';

export interface NewPostComment {
  post: Pick<UserPost, 'id' | 'userId'>;
  text: string;
  key: string;
  /** Who is writing, for the comment shown while it is on its way. */
  author: PostAuthor;
}

/** The id of a comment still on its way (the server gives the real one). */
export const pendingCommentId = (key: string) => `pending-${key}`;

export async function addPostComment({ post, text, key }: NewPostComment): Promise<PostComment> {
  return parseAnswer(api.post<unknown>(`user/${post.userId}/posts/${post.id}/comments`, { body: { text, key } }), () =>
    import('../types').then((m) => m.postCommentSchema),
  );
}

export function useAddPostComment(userId: number) {
  const queryClient = useQueryClient();
  const key = socialKeys.posts(userId);
  const setComments = (postId: number, change: (comments: PostComment[]) => PostComment[]) =>
    queryClient.setQueryData<UserPost[]>(key, (posts) =>
      posts?.map((p) => (p.id === postId ? { ...p, comments: change(p.comments) } : p)),
    );
  return useMutation({
    mutationFn: addPostComment,
    ...transientRetry,
    onMutate: async ({ post, text, key: commentKey, author }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const id = pendingCommentId(commentKey);
      setComments(post.id, (comments) => [
        ...comments,
        { id, author, at: new Date().toISOString(), text: text.trim() },
      ]);
      return { id };
    },
    onError: (_error, { post }, context) => {
      if (context) setComments(post.id, (comments) => comments.filter((c) => c.id !== context.id));
    },
    onSuccess: (saved, { post }, context) =>
      setComments(post.id, (comments) =>
        comments.some((c) => c.id === saved.id)
          ? comments.filter((c) => c.id !== context.id)
          : comments.map((c) => (c.id === context.id ? saved : c)),
      ),
  });
}
