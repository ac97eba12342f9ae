import { ArrowLeft, Info } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import type { ChatAttachment, ChatThread as Thread } from '../types';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import { ChatAvatar, PresenceLabel } from './chat-presence';
import { ChatProfilePanel } from './chat-profile-panel';

export interface ChatThreadProps {
  /** `undefined` while loading. */
  thread?: Thread;
  failed?: boolean;
  onRetry?: () => void;
  typing: boolean;
  refused: string | null;
  onSend: (message: { text: string; attachment?: ChatAttachment }) => void;
  /** Back to the list (phone). */
  onBack: () => void;
}

/** The open conversation: who, the messages, and the composer. */
export function ChatThread({ thread, failed, onRetry, typing, refused, onSend, onBack }: ChatThreadProps) {
  const { t } = useTranslation('chat');
  const [profileOpen, setProfileOpen] = useState(false);
  const contact = thread?.contact;
  return (
    <section aria-label={contact ? contact.name : t('loading')} className="flex min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b border-border px-3 py-3 sm:px-4">
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={t('back')} onClick={onBack}>
          <ArrowLeft className="rtl:-scale-x-100" />
        </Button>
        {contact ? (
          <>
            <ChatAvatar contact={contact} />
            <div className="flex min-w-0 flex-1 flex-col">
              <h2 className="truncate font-semibold">{contact.name}</h2>
              <p className="truncate text-sm text-muted-foreground" aria-live="polite">
                {typing ? t('typing', { name: contact.name }) : <PresenceLabel presence={contact.presence} />}
              </p>
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('profile.open', { name: contact.name })}
              onClick={() => setProfileOpen(true)}
            >
              <Info />
            </Button>
            <ChatProfilePanel contact={contact} open={profileOpen} onOpenChange={setProfileOpen} />
          </>
        ) : (
          <div className="flex flex-1 items-center gap-3" aria-hidden>
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="h-4 w-40" />
          </div>
        )}
      </header>
      {thread && !failed ? (
        <ChatMessageList
          className="min-h-0 flex-1 overflow-y-auto"
          messages={thread.messages}
          contactName={thread.contact.name}
          typing={typing}
        />
      ) : (
        <div className="min-h-0 flex-1">
          {failed ? (
            <ErrorState title={t('errors.loadThread')} onRetry={onRetry} />
          ) : (
            <div className="flex flex-col gap-3 p-4" aria-hidden>
              <Skeleton className="h-10 w-1/2" />
              <Skeleton className="h-10 w-2/5 self-end" />
              <Skeleton className="h-10 w-1/3" />
            </div>
          )}
        </div>
      )}
      <ChatComposer key={contact?.id} onSend={onSend} refused={refused} />
    </section>
  );
}
