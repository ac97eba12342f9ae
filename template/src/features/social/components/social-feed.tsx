import { Newspaper } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useFirstDataInBackground } from '@/hooks/use-first-data-in-background';
import { useUserData } from '@/lib/session';
import { retryingAfterFailure } from '@/lib/retrying';
import { useAddPostComment } from '../api/add-post-comment';
import { useUserPosts } from '../api/get-user-posts';
import { useUpdatePostLike } from '../api/update-post-like';
import type { UserPost } from '../types';
import { SocialPostCard } from './social-post-card';

export interface SocialFeedProps {
  /** The member whose posts show. */
  member: { id: number; name: string };
}

/**
 * A member's posts, newest first, from the server: like, unlike and comment, each shown at once and
 * put back with a message when the server refuses it. Loading, empty and error states included.
 */
export function SocialFeed({ member }: SocialFeedProps) {
  const { t } = useTranslation('users');
  const headingId = useId();
  const query = useUserPosts(member.id);
  // The first posts are drawn in a background render: with their comment boxes, one long task otherwise.
  const posts = useFirstDataInBackground(query.data);
  const like = useUpdatePostLike(member.id);
  const comment = useAddPostComment(member.id);
  const viewer = useUserData();

  const onLike = (post: UserPost, liked: boolean) =>
    like.mutate({ post, liked }, { onError: (error) => toast.error(apiErrorMessage(error) ?? t('social.likeFailed')) });

  const onComment = async (post: UserPost, text: string) => {
    const author = { name: viewer?.fullName ?? '', avatar: viewer?.avatar ?? '' };
    try {
      await comment.mutateAsync({ post, text, key: newIdempotencyKey(), author });
    } catch (error) {
      toast.error(t('social.commentFailed'));
      throw new Error(apiFieldErrors(error).text?.[0] ?? apiErrorMessage(error) ?? t('social.commentFailed'), {
        cause: error,
      });
    }
  };

  let body;
  if (query.isError) {
    body = (
      <Card>
        <ErrorState
          description={apiErrorMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={retryingAfterFailure(query)}
        />
      </Card>
    );
  } else if (!posts) {
    body = (
      <div aria-busy className="flex flex-col gap-6">
        <Skeleton className="h-96 rounded-card" />
        <Skeleton className="h-56 rounded-card" />
        <p role="status" className="sr-only">
          {t('social.loading')}
        </p>
      </div>
    );
  } else if (posts.length === 0) {
    body = (
      <Card>
        <EmptyState icon={<Newspaper />} title={t('social.noPosts', { name: member.name })} />
      </Card>
    );
  } else {
    body = (
      <div className="flex flex-col gap-6">
        {posts.map((post) => (
          <SocialPostCard
            key={post.id}
            post={post}
            onLike={(liked) => onLike(post, liked)}
            onComment={(text) => onComment(post, text)}
          />
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {t('social.posts')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('social.postsHint', { name: member.name })}</p>
      </div>
      {body}
    </section>
  );
}
