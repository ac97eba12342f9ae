import { Heart, MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar, initials } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Picture } from '@/components/ui/picture';
import { cn } from '@/lib/cn';
import { formatDate, formatNumber, formatRelativeTime } from '@/lib/format';
import { pictureSource } from '@/lib/picture-sets';
import type { UserPost } from '../types';
import { SocialPostComments, type SocialPostCommentsProps } from './social-post-comments';

export interface SocialPostCardProps extends Pick<SocialPostCommentsProps, 'onComment'> {
  post: UserPost;
  /** Asks for the post to be liked (true) or unliked (false). */
  onLike: (liked: boolean) => void;
  /** The comments start open. @default false */
  defaultOpen?: boolean;
}

const drawWidth = 800;

/**
 * One post: author and time, text, picture, the like toggle with its count and the comment thread
 * behind a toggle. The comment box is always there; writing a comment opens the thread.
 */
export function SocialPostCard({ post, onLike, onComment, defaultOpen = false }: SocialPostCardProps) {
  const { t } = useTranslation('users');
  const [open, setOpen] = useState(defaultOpen);
  const headingId = useId();
  const threadId = useId();
  const [ratioW, ratioH] = pictureSource(post.image)?.ratio ?? [2, 1];
  const time = formatRelativeTime(post.at);
  const count = post.comments.length;
  return (
    <Card asChild className="gap-4 p-5 sm:p-6">
      <article aria-labelledby={headingId}>
        <header className="flex items-center gap-3">
          <Avatar
            src={post.author.avatar || undefined}
            alt=""
            fallback={<span aria-hidden>{initials(post.author.name)}</span>}
          />
          <div className="min-w-0">
            <h3 id={headingId} className="truncate font-semibold">
              <span className="sr-only">{t('social.postBy', { name: post.author.name, time })}</span>
              <span aria-hidden>{post.author.name}</span>
            </h3>
            <time
              dateTime={post.at}
              title={formatDate(post.at, { dateStyle: 'long', timeStyle: 'short' })}
              className="text-xs text-muted-foreground"
            >
              {time}
            </time>
          </div>
        </header>
        {/* Members write in their own language: each text finds its own direction. */}
        <p dir="auto" className="text-start text-sm leading-relaxed whitespace-pre-line">
          {post.text}
        </p>
        {post.image && (
          // A box of its own: the picture's <source> elements would otherwise take gaps in this column.
          <div>
            <Picture
              src={post.image}
              alt={post.imageAlt}
              width={drawWidth}
              height={Math.round((drawWidth * ratioH) / ratioW)}
              sizes="(min-width: 1024px) 60vw, 100vw"
              className="h-auto w-full rounded-[calc(var(--radius)*0.8)] bg-muted object-cover"
            />
          </div>
        )}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-y border-border py-1.5">
          <Button
            variant="text"
            color={post.liked ? 'error' : 'secondary'}
            size="sm"
            aria-pressed={post.liked}
            onClick={() => onLike(!post.liked)}
          >
            <Heart aria-hidden className={cn(post.liked && 'fill-current')} />
            {t('social.like')}
          </Button>
          {/* Announced when it changes, after the press itself. */}
          <span aria-live="polite" className="text-sm text-muted-foreground tabular-nums">
            {t('social.likes', { count: post.likes, formatted: formatNumber(post.likes) })}
          </span>
          <Button
            variant="text"
            color="secondary"
            size="sm"
            className="ms-auto"
            aria-expanded={open}
            aria-controls={threadId}
            onClick={() => setOpen((value) => !value)}
          >
            <MessageCircle aria-hidden className="rtl:-scale-x-100" />
            {t('social.comments', { count, formatted: formatNumber(count) })}
          </Button>
        </div>
        <SocialPostComments
          id={threadId}
          open={open}
          comments={post.comments}
          label={t('social.commentsOf', { name: post.author.name })}
          onComment={(text) => {
            setOpen(true);
            return onComment(text);
          }}
        />
      </article>
    </Card>
  );
}
