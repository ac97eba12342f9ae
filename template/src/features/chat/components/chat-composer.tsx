import { Paperclip, SendHorizontal, Smile, X } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Spinner } from '@/components/ui/spinner';
import { formatBytes } from '@/lib/format';
import { attachmentProblem, messageProblem, type ComposerProblem } from '../form-schema';
import { attachmentTypes, maxAttachmentBytes } from '../constants';
import type { ChatAttachment } from '../types';

const EmojiPicker = lazy(() => import('./chat-emoji-picker'));

export interface ChatComposerProps {
  onSend: (message: { text: string; attachment?: ChatAttachment }) => void;
  /** The server's reason for refusing the last send. */
  refused?: string | null;
}

/** Enter sends, Shift+Enter breaks the line; an attachment shows its name and size until sent. */
export function ChatComposer({ onSend, refused }: ChatComposerProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<ChatAttachment | null>(null);
  const [problem, setProblem] = useState<ComposerProblem | null>(null);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const errorId = useId();

  function submit() {
    const found = messageProblem(text, attachment !== null);
    setProblem(found);
    if (found) return;
    onSend({ text: text.trim(), ...(attachment && { attachment }) });
    setText('');
    setAttachment(null);
  }

  function pickFile(file: File | undefined) {
    if (!file) return;
    const found = attachmentProblem(file);
    setProblem(found);
    setAttachment(found ? null : { name: file.name, size: file.size, type: file.type });
    if (fileInput.current) fileInput.current.value = '';
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  const error = problem
    ? t(problem.key, { ...problem.values, max: problem.values?.max ?? formatBytes(maxAttachmentBytes) })
    : refused
      ? t('errors.refused', { reason: refused })
      : null;

  return (
    <form
      className="flex flex-col gap-2 border-t border-border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {attachment && (
        <div
          className="flex items-center gap-2 self-start rounded-md bg-muted px-2.5 py-1.5 text-sm"
          data-testid="chat-attachment"
        >
          <Paperclip aria-hidden className="size-4 text-muted-foreground" />
          <span className="max-w-56 truncate font-medium">{attachment.name}</span>
          <span className="text-muted-foreground">{formatBytes(attachment.size)}</span>
          <Button
            type="button"
            variant="ghost"
            size="icon-sm"
            aria-label={t('composer.removeAttachment')}
            onClick={() => setAttachment(null)}
          >
            <X />
          </Button>
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-error-text">
          {error}
        </p>
      )}
      <div className="flex items-end gap-1.5">
        <textarea
          ref={input}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-label={t('composer.label')}
          aria-invalid={problem?.key === 'errors.empty' || problem?.key === 'errors.tooLong' ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={t('composer.placeholder')}
          className="max-h-32 min-h-10 flex-1 resize-none rounded-md border border-input bg-transparent px-3 py-2 text-sm outline-none placeholder:text-muted-foreground focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/30"
        />
        <Popover open={emojiOpen} onOpenChange={setEmojiOpen}>
          <PopoverTrigger asChild>
            <Button type="button" variant="ghost" size="icon" aria-label={t('composer.emoji')}>
              <Smile />
            </Button>
          </PopoverTrigger>
          <PopoverContent align="end" className="w-auto p-2">
            <Suspense fallback={<Spinner />}>
              <EmojiPicker
                onPick={(emoji) => {
                  setText((now) => now + emoji);
                  setEmojiOpen(false);
                  input.current?.focus();
                }}
              />
            </Suspense>
          </PopoverContent>
        </Popover>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t('composer.attach')}
          onClick={() => fileInput.current?.click()}
        >
          <Paperclip />
        </Button>
        <input
          ref={fileInput}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          accept={attachmentTypes.join(',')}
          data-testid="chat-file"
          onChange={(event) => pickFile(event.target.files?.[0])}
        />
        <Button type="submit" size="icon" aria-label={t('composer.send')}>
          <SendHorizontal className="rtl:-scale-x-100" />
        </Button>
      </div>
    </form>
  );
}
