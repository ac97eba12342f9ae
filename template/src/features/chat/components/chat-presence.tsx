import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/lib/cn';
import type { ChatContact, Presence } from '../types';

const dot: Record<Presence, string> = {
  online: 'bg-success',
  away: 'bg-warning',
  busy: 'bg-error',
  offline: 'bg-muted-foreground',
};

/** A contact's picture with a dot for their presence (the presence is also said in text nearby). */
export function ChatAvatar({ contact, size = 'md' }: { contact: ChatContact; size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  return (
    <span className="relative inline-flex shrink-0">
      <Avatar src={contact.avatar || undefined} alt="" fallback={initialsOf(contact.name)} size={size} />
      <span
        aria-hidden
        data-presence={contact.presence}
        className={cn('absolute end-0 bottom-0 size-2.5 rounded-full ring-2 ring-card', dot[contact.presence])}
      />
    </span>
  );
}

/** "Online", "Away"... */
export function PresenceLabel({ presence, className }: { presence: Presence; className?: string }) {
  const { t } = useTranslation('chat');
  return <span className={className}>{t(`presence.${presence}`)}</span>;
}

function initialsOf(name: string) {
  return (
    <span aria-hidden>
      {name
        .split(/\s+/)
        .slice(0, 2)
        .map((part) => part[0])
        .join('')}
    </span>
  );
}
