import { Heart, MessageCircle } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Picture } from '@/components/ui/picture';
import { Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { apiFieldErrors } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatNumber, formatRelativeTime } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { usePostEcommerceComment } from '../../api/post-ecommerce-comment';
import { useUpdateEcommerceLike } from '../../api/update-ecommerce-like';
import type { EcommerceDashboard } from '../../types/ecommerce';

const maxLength = 280;

/** A social post with a like button and a comment thread the visitor can add to. */
export function SocialPostCard({
  post,
  comments,
}: {
  post?: EcommerceDashboard['post'];
  comments?: EcommerceDashboard['comments'];
}) {
  const { t } = useTranslation('dashboards');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One key per comment being written: resending the same text after a failure cannot post it twice.
  const [commentKey, setCommentKey] = useState(newIdempotencyKey);
  const like = useUpdateEcommerceLike();
  const comment = usePostEcommerceComment();
  const listId = useId();
  const fieldId = useId();

  if (!post || !comments) {
    return (
      <Card className="h-full p-6">
        <Skeleton className="h-96 w-full" />
      </Card>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(t('ecommerce.post.empty'));
    setError(null);
    comment.mutate(
      { key: commentKey, text },
      {
        onSuccess: () => {
          setText('');
          setCommentKey(newIdempotencyKey());
        },
        onError: (e) => setError(apiFieldErrors(e).text?.[0] ?? t('ecommerce.post.failed')),
      },
    );
  };

  return (
    <Card className="h-full">
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <Avatar alt="" fallback={<span aria-hidden>AL</span>} color="info" />
          <div>
            <h2 className="font-semibold">{post.author}</h2>
            <p className="text-xs text-muted-foreground">{formatRelativeTime(post.postedAt)}</p>
          </div>
        </div>
        <Picture
          src={post.image}
          alt={t('ecommerce.post.picture')}
          width={800}
          height={400}
          sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          className="h-40 w-full rounded-md bg-muted object-cover"
        />
        <p className="text-sm">{post.text}</p>
        <div className="flex items-center gap-2">
          <Button
            variant="text"
            color="error"
            aria-pressed={post.liked}
            aria-busy={like.isPending || undefined}
            onClick={() => like.mutate(!post.liked)}
          >
            <Heart aria-hidden className={cn(post.liked && 'fill-current')} />
            <span className="sr-only">{t('ecommerce.post.like')}, </span>
            {formatNumber(post.likes)}
          </Button>
          <Button
            variant="text"
            color="secondary"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((v) => !v)}
          >
            <MessageCircle aria-hidden />
            {t('ecommerce.post.comments', { count: comments.length, formatted: formatNumber(comments.length) })}
          </Button>
        </div>
        <div id={listId} hidden={!open} className="flex flex-col gap-4 border-t border-border pt-4">
          <ul className="flex flex-col gap-3">
            {comments.map((c) => (
              <li key={c.id} className="flex gap-3 text-sm">
                <Avatar
                  size="sm"
                  alt=""
                  fallback={
                    <span aria-hidden>
                      {c.author
                        .split(' ')
                        .map((p) => p[0])
                        .join('')}
                    </span>
                  }
                  color="secondary"
                />
                <div>
                  <p className="font-medium">
                    {c.author}{' '}
                    <span className="text-xs font-normal text-muted-foreground">{formatRelativeTime(c.at)}</span>
                  </p>
                  <p className="text-muted-foreground">{c.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
            <label htmlFor={fieldId} className="sr-only">
              {t('ecommerce.post.write')}
            </label>
            <Textarea
              id={fieldId}
              rows={2}
              value={text}
              maxLength={maxLength}
              placeholder={t('ecommerce.post.write')}
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              onChange={(e) => setText(e.target.value)}
            />
            {error && (
              <p id={`${fieldId}-error`} className="text-sm text-error-text">
                {error}
              </p>
            )}
            <Button type="submit" size="sm" className="self-end" loading={comment.isPending}>
              {t('ecommerce.post.send')}
            </Button>
          </form>
        </div>
      </CardContent>
    </Card>
  );
}
