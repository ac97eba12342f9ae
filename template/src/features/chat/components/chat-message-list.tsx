import { Check, CheckCheck, Clock, Paperclip } from 'lucide-react';
import { Fragment, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatBytes, formatDate } from '@/lib/format';
import { isPending } from '../api/chat-cache';
import type { ChatMessage } from '../types';

export interface ChatMessageListProps {
  messages: ChatMessage[];
  contactName: string;
  typing: boolean;
  className?: string;
}

/**
 * The conversation, grouped by day, newest at the bottom. Text is rendered as text (React escapes
 * it), never as HTML, so markup in a message shows as typed. A `log` region: screen readers hear
 * what arrives.
 */
export function ChatMessageList({ messages, contactName, typing, className }: ChatMessageListProps) {
  const { t } = useTranslation('chat');
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, typing]);
  return (
    // Focusable, so the history scrolls by keyboard too.
    <div
      role="log"
      tabIndex={0}
      aria-label={t('messagesWith', { name: contactName })}
      className={cn(
        'flex flex-col gap-2 p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
        className,
      )}
    >
      {messages.length === 0 && <p className="py-10 text-center text-sm text-muted-foreground">{t('noMessages')}</p>}
      {messages.map((message, index) => {
        const day = dayKey(message.sentAt);
        const newDay = index === 0 || dayKey(messages[index - 1]!.sentAt) !== day;
        return (
          <Fragment key={message.id}>
            {newDay && <DaySeparator iso={message.sentAt} />}
            <Bubble message={message} />
          </Fragment>
        );
      })}
      {typing && (
        <p className="text-sm text-muted-foreground italic" data-testid="chat-typing">
          {t('typing', { name: contactName })}
        </p>
      )}
      <div ref={end} />
    </div>
  );
}

const dayKey = (iso: string) => new Date(iso).toDateString();

function DaySeparator({ iso }: { iso: string }) {
  const { t } = useTranslation('chat');
  const at = new Date(iso);
  const yesterday = new Date();
  yesterday.setDate(yesterday.getDate() - 1);
  const label =
    dayKey(iso) === new Date().toDateString()
      ? t('today')
      : dayKey(iso) === yesterday.toDateString()
        ? t('yesterday')
        : formatDate(at, { weekday: 'long', month: 'long', day: 'numeric' });
  return (
    <div className="my-2 flex items-center gap-3 text-xs text-muted-foreground" role="separator" aria-label={label}>
      <span className="h-px flex-1 bg-border" />
      <span aria-hidden>{label}</span>
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('chat');
  const own = message.from === 'me';
  return (
    <div
      data-testid="chat-message"
      data-from={message.from}
      className={cn('flex max-w-[85%] flex-col gap-1 sm:max-w-[70%]', own ? 'self-end items-end' : 'self-start')}
    >
      <div
        data-testid="chat-bubble"
        dir="auto"
        className={cn(
          'rounded-lg px-3.5 py-2 text-sm break-words whitespace-pre-wrap shadow-xs',
          own ? 'rounded-ee-sm bg-primary text-primary-foreground' : 'rounded-es-sm bg-muted text-foreground',
        )}
      >
        {message.attachment && (
          <span className="mb-1 flex items-center gap-1.5 font-medium">
            <Paperclip aria-hidden className="size-3.5 shrink-0" />
            <span className="truncate">{message.attachment.name}</span>
            <span className="shrink-0 opacity-80">({formatBytes(message.attachment.size)})</span>
          </span>
        )}
        {message.text}
      </div>
      <span className="flex items-center gap-1 text-xs text-muted-foreground">
        <time dateTime={message.sentAt}>{formatDate(message.sentAt, { timeStyle: 'short' })}</time>
        {own && (
          <DeliveryState message={message} label={t(`status.${isPending(message) ? 'sending' : message.status}`)} />
        )}
      </span>
    </div>
  );
}

function DeliveryState({ message, label }: { message: ChatMessage; label: string }) {
  const Icon = isPending(message) ? Clock : message.status === 'sent' ? Check : CheckCheck;
  return (
    <span
      data-testid="chat-status"
      data-status={isPending(message) ? 'sending' : message.status}
      className="inline-flex"
    >
      <Icon aria-hidden className={cn('size-3.5', message.status === 'read' && 'text-primary-text')} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
