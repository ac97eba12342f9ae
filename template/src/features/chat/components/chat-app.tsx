import { MessagesSquare } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import { useConversations } from '../api/get-conversations';
import { useThread } from '../api/get-thread';
import { useMarkRead } from '../api/mark-read';
import { useChatLive } from '../api/use-chat-live';
import { ChatConversationList } from './chat-conversation-list';
import { ChatThread } from './chat-thread';

/**
 * The chat: conversations beside the open one (`?c=<contact id>` in the address). On a phone the
 * list and the conversation take the screen in turn.
 */
export function ChatApp() {
  const { t } = useTranslation('chat');
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('c');
  const [search, setSearch] = useState('');
  const conversations = useConversations(useDeferredValue(search.trim()));
  const thread = useThread(selectedId);
  const live = useChatLive();
  const markRead = useMarkRead();

  const open = (id: string | null) =>
    setParams((now) => {
      const next = new URLSearchParams(now);
      if (id) next.set('c', id);
      else next.delete('c');
      return next;
    });

  // Reading the conversation reads its messages, the ones that arrive while it is open included.
  const unread = conversations.data?.find((c) => c.id === selectedId)?.unread ?? 0;
  const { mutate: markAsRead, isPending: marking } = markRead;
  useEffect(() => {
    if (selectedId && unread > 0 && !marking) markAsRead(selectedId);
  }, [selectedId, unread, marking, markAsRead]);

  return (
    <Card className="flex h-[calc(100dvh-15rem)] min-h-[30rem] flex-row overflow-hidden p-0">
      <aside
        aria-label={t('conversations')}
        className={cn(
          'flex w-full flex-col border-border md:w-80 md:shrink-0 md:border-e',
          selectedId && 'max-md:hidden',
        )}
      >
        <ChatConversationList
          conversations={conversations.data}
          failed={conversations.isError && !conversations.data}
          onRetry={() => void conversations.refetch()}
          selectedId={selectedId}
          onSelect={open}
          search={search}
          onSearchChange={setSearch}
          typing={live.typing}
        />
      </aside>
      <div className={cn('flex min-w-0 flex-1 flex-col', !selectedId && 'max-md:hidden')}>
        {selectedId ? (
          <ChatThread
            thread={thread.data}
            failed={thread.isError}
            onRetry={() => void thread.refetch()}
            typing={live.typing.has(selectedId)}
            refused={live.refused}
            onSend={(message) => live.send({ conversationId: selectedId, ...message })}
            onBack={() => open(null)}
          />
        ) : (
          <EmptyState
            className="flex-1"
            icon={<MessagesSquare />}
            title={t('pick.title')}
            description={t('pick.description')}
          />
        )}
      </div>
    </Card>
  );
}
