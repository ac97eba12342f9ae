import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui/empty-state';
import { SearchField } from '@/components/ui/search-field';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import type { ChatConversation } from '../types';
import { ChatAvatar, PresenceLabel } from './chat-presence';

export interface ChatConversationListProps {
  /** `undefined` while loading. */
  conversations?: ChatConversation[];
  failed?: boolean;
  onRetry?: () => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  search: string;
  onSearchChange: (value: string) => void;
  typing: ReadonlySet<string>;
}

/** The contacts, newest conversation first: presence, last message, its time and the unread count. */
export function ChatConversationList(props: ChatConversationListProps) {
  const { conversations, failed, onRetry, search, onSearchChange } = props;
  const { t } = useTranslation('chat');
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-border p-4">
        <SearchField label={t('search')} value={search} onValueChange={onSearchChange} />
      </div>
      <h2 className="px-4 pt-4 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t('conversations')}
      </h2>
      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-2">
        {failed ? (
          <ErrorState title={t('errors.load')} onRetry={onRetry} />
        ) : !conversations ? (
          <ListSkeleton />
        ) : conversations.length === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">{t('noContacts')}</p>
        ) : (
          <ul className="flex flex-col gap-0.5">
            {conversations.map((c) => (
              <li key={c.id}>
                <ConversationRow {...props} conversation={c} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function ConversationRow({
  conversation,
  selectedId,
  onSelect,
  typing,
}: ChatConversationListProps & { conversation: ChatConversation }) {
  const { t } = useTranslation('chat');
  const { contact, lastMessage, unread } = conversation;
  const selected = selectedId === contact.id;
  const preview = typing.has(contact.id)
    ? t('typingShort')
    : lastMessage
      ? lastMessage.text || lastMessage.attachment?.name
      : contact.role;
  return (
    <button
      type="button"
      onClick={() => onSelect(contact.id)}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'flex w-full items-center gap-3 rounded-md px-2 py-2.5 text-start outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
        selected && 'bg-primary/10 hover:bg-primary/14',
      )}
    >
      <ChatAvatar contact={contact} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate font-medium text-foreground">{contact.name}</span>
          {lastMessage && (
            <time dateTime={lastMessage.sentAt} className="shrink-0 text-xs text-muted-foreground">
              {shortTime(lastMessage.sentAt)}
            </time>
          )}
        </span>
        <span className="flex items-center justify-between gap-2">
          <span dir="auto" className="truncate text-start text-sm text-muted-foreground">
            {preview}
          </span>
          {unread > 0 && (
            <span className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-error px-1.5 text-xs font-semibold text-error-foreground">
              <span aria-hidden>{unread}</span>
              <span className="sr-only">{t('unread', { count: unread })}</span>
            </span>
          )}
        </span>
        <PresenceLabel presence={contact.presence} className="sr-only" />
      </span>
    </button>
  );
}

/** Today: the time; earlier: the date. */
function shortTime(iso: string): string {
  const at = new Date(iso);
  const today = new Date().toDateString() === at.toDateString();
  return formatDate(at, today ? { timeStyle: 'short' } : { month: 'short', day: 'numeric' });
}

function ListSkeleton() {
  return (
    <div className="flex flex-col gap-0.5" aria-hidden data-skeleton-group>
      {Array.from({ length: 7 }, (_, i) => (
        <div key={i} className="flex items-center gap-3 px-2 py-2.5">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-5/6" />
          </div>
        </div>
      ))}
    </div>
  );
}
