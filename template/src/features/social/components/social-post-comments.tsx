import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar, initials } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FieldCounter, FieldError } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { formatDate, formatRelativeTime } from '@/lib/format';
import { pendingCommentId } from '../api/add-post-comment';
import { commentMaxLength, type PostComment } from '../types';

export interface SocialPostCommentsProps {
  id: string;
  /** Whether the list shows (the box to write in always does). */
  open: boolean;
  comments: readonly PostComment[];
  /** Names the list for screen readers. */
  label: string;
  /**
   * Sends a checked comment. Resolves once saved; rejects with the message to show, and the text
   * comes back in the box.
   */
  onComment: (text: string) => Promise<void>;
}

/** A post's comments, oldest first, and the box to add one (checked before anything is sent). */
export function SocialPostComments({ id, open, comments, label, onComment }: SocialPostCommentsProps) {
  const { t } = useTranslation('users');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const counterId = `${fieldId}-count`;
  // The count shows once the end is near.
  const counting = text.length > commentMaxLength * 0.8;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setError(t('social.errors.empty'));
    if (trimmed.length > commentMaxLength) return setError(t('social.errors.tooLong', { max: commentMaxLength }));
    setError(undefined);
    // The comment shows in the list at once; the box is free for the next one.
    setText('');
    onComment(trimmed).catch((failure: unknown) => {
      setText((current) => current || trimmed);
      setError(failure instanceof Error ? failure.message : t('social.commentFailed'));
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div id={id} hidden={!open}>
        {comments.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('social.noComments')}</p>
        ) : (
          <ul aria-label={label} className="flex flex-col gap-3">
            {comments.map((comment) => {
              const pending = comment.id.startsWith(pendingCommentId(''));
              return (
                <li key={comment.id} className={cn('flex gap-3 text-sm', pending && 'opacity-70')}>
                  <Avatar
                    size="sm"
                    src={comment.author.avatar || undefined}
                    alt=""
                    color="secondary"
                    fallback={<span aria-hidden>{initials(comment.author.name)}</span>}
                  />
                  <div className="min-w-0 flex-1 rounded-[calc(var(--radius)*0.8)] bg-muted px-3 py-2">
                    <p className="flex flex-wrap items-baseline gap-x-2">
                      <span className="font-medium">{comment.author.name}</span>
                      {pending ? (
                        <span className="text-xs text-muted-foreground">{t('social.sending')}</span>
                      ) : (
                        <time
                          dateTime={comment.at}
                          title={formatDate(comment.at, { dateStyle: 'long', timeStyle: 'short' })}
                          className="text-xs text-muted-foreground"
                        >
                          {formatRelativeTime(comment.at)}
                        </time>
                      )}
                    </p>
                    <p dir="auto" className="text-start break-words whitespace-pre-line">
                      {comment.text}
                    </p>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-1.5">
        <label htmlFor={fieldId} className="sr-only">
          {t('social.write')}
        </label>
        <div className="flex items-start gap-2">
          <Textarea
            id={fieldId}
            rows={1}
            autoGrow
            resizable={false}
            value={text}
            placeholder={t('social.writePlaceholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error && errorId, counting && counterId].filter(Boolean).join(' ') || undefined}
            className="min-h-9.5 flex-1 py-2"
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" className="shrink-0">
            <Send aria-hidden className="rtl:-scale-x-100" />
            {t('social.send')}
          </Button>
        </div>
        {(error || counting) && (
          <div className="flex items-start gap-3">
            <FieldError id={errorId}>{error}</FieldError>
            {counting && <FieldCounter id={counterId} count={text.length} max={commentMaxLength} />}
          </div>
        )}
      </form>
    </div>
  );
}
