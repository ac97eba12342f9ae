import {
  AlarmClock,
  Bell,
  Mail,
  MailOpen,
  Megaphone,
  MessageCircle,
  ServerCrash,
  UserPlus,
  Wallet,
  X,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { formatDate, formatRelativeTime } from '@/lib/format';
import type { Notification } from '../types';

const icons: Record<string, LucideIcon> = {
  mail: Mail,
  alarm: AlarmClock,
  'user-plus': UserPlus,
  server: ServerCrash,
  megaphone: Megaphone,
  chat: MessageCircle,
  wallet: Wallet,
};

/** The picture of a notification's icon name (a bell for a name it does not know). */
export function NotificationIcon({ name }: { name: string }) {
  const Icon = icons[name] ?? Bell;
  return <Icon aria-hidden />;
}

export interface NotificationItemProps {
  notification: Notification;
  onToggleRead: (notification: Notification) => void;
  onHide: (notification: Notification) => void;
}

/** One row: coloured icon, "<Type>: message", relative time, read toggle and hide. */
export function NotificationItem({ notification, onToggleRead, onHide }: NotificationItemProps) {
  const { t } = useTranslation('common');
  const unread = !notification.isRead;
  const toggleLabel = unread ? t('notifications.markRead') : t('notifications.markUnread');
  return (
    <li
      data-slot="notification"
      data-state={unread ? 'unread' : 'read'}
      className={cn(
        'group relative flex items-start gap-3.5 px-6 py-3.5 transition-colors hover:bg-muted/60',
        unread && 'bg-primary/4',
      )}
    >
      {unread && (
        <span aria-hidden className="absolute start-2.5 top-1/2 size-1.5 -translate-y-1/2 rounded-full bg-primary" />
      )}
      <Avatar size="md" color={notification.color} fallback={<NotificationIcon name={notification.icon} />} />
      <div className="min-w-0 flex-1 pt-0.5">
        <p className={cn('text-sm leading-5', unread ? 'text-foreground' : 'text-muted-foreground')}>
          <span className="font-semibold text-foreground">{t(`notifications.types.${notification.type}`)}:</span>{' '}
          {notification.message}
          {unread && <span className="sr-only"> ({t('notifications.unread')})</span>}
        </p>
        <time
          dateTime={notification.timestamp}
          title={formatDate(notification.timestamp, { dateStyle: 'medium', timeStyle: 'short' })}
          className="mt-1 block text-xs text-muted-foreground"
        >
          {formatRelativeTime(notification.timestamp)}
        </time>
      </div>
      <div className="flex shrink-0 items-center gap-0.5">
        <Tooltip content={toggleLabel}>
          <Button
            variant="ghost"
            color="primary"
            size="icon-sm"
            pill
            aria-label={toggleLabel}
            aria-pressed={notification.isRead}
            onClick={() => onToggleRead(notification)}
          >
            {unread ? <Mail /> : <MailOpen />}
          </Button>
        </Tooltip>
        <Tooltip content={t('notifications.hide')}>
          <Button
            variant="ghost"
            color="error"
            size="icon-sm"
            pill
            aria-label={t('notifications.hide')}
            onClick={() => onHide(notification)}
          >
            <X />
          </Button>
        </Tooltip>
      </div>
    </li>
  );
}
