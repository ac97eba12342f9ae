import { BellOff, CheckCheck } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogCloseButton,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Tooltip } from '@/components/ui/tooltip';
import { pathTo } from '@/config/paths';
import { useCanAccess } from '@/lib/ability';
import { formatNumber } from '@/lib/format';
import { useDeleteNotification } from '../api/delete-notification';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { useUpdateNotification } from '../api/update-notification';
import { NotificationItem } from './notification-item';

export interface NotificationsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bell: focus goes back to it when the dialog closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The notifications dialog (its code loads apart from the bell, see NotificationsButton). */
export function NotificationsDialog({ open, onOpenChange, returnFocusTo }: NotificationsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <NotificationsDialogContent returnFocusTo={returnFocusTo} />
    </Dialog>
  );
}

function NotificationsDialogContent({ returnFocusTo }: Pick<NotificationsDialogProps, 'returnFocusTo'>) {
  const { t } = useTranslation('common');
  const query = useNotifications();
  const toggle = useUpdateNotification();
  const markAll = useMarkAllRead();
  const hide = useDeleteNotification();
  const canAccess = useCanAccess();
  const list = query.data ?? [];
  const unread = list.filter((n) => !n.isRead).length;

  return (
    <DialogContent
      showClose={false}
      className="max-h-[min(500px,calc(100dvh-2rem))] overflow-hidden"
      data-slot="notifications-dialog"
      // Focus the dialog itself, not its first button, so no tooltip pops up on open; Tab moves on.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (event.currentTarget as HTMLElement).focus();
      }}
      onCloseAutoFocus={(event) => {
        if (!returnFocusTo.current) return;
        event.preventDefault();
        returnFocusTo.current.focus();
      }}
    >
      <div className="flex items-center gap-3 border-b border-border px-6 py-4">
        <DialogTitle className="text-lg font-semibold">{t('notifications.title')}</DialogTitle>
        {unread > 0 && (
          <Badge size="sm" aria-hidden>
            {t('notifications.newCount', { count: unread, formatted: formatNumber(unread) })}
          </Badge>
        )}
        <DialogDescription className="sr-only">{t('notifications.summary', { count: unread })}</DialogDescription>
        <div className="ms-auto flex items-center gap-1">
          <Tooltip content={t('notifications.markAllRead')}>
            <Button
              variant="ghost"
              color="success"
              size="icon-sm"
              pill
              aria-label={t('notifications.markAllRead')}
              disabled={unread === 0}
              onClick={() => markAll.mutate()}
            >
              <CheckCheck />
            </Button>
          </Tooltip>
          <DialogCloseButton />
        </div>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto" aria-busy={query.isPending}>
        {query.isPending ? (
          <ul aria-label={t('notifications.loading')} className="flex flex-col">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="flex items-center gap-3.5 px-6 py-3.5">
                <Skeleton className="size-10 rounded-full" />
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-3.5 w-4/5" />
                  <Skeleton className="h-3 w-1/4" />
                </div>
              </li>
            ))}
          </ul>
        ) : query.isError ? (
          <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : list.length === 0 ? (
          <EmptyState icon={<BellOff />} title={t('notifications.empty')} />
        ) : (
          <ul className="flex flex-col divide-y divide-border">
            {list.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onToggleRead={(n) => toggle.mutate({ id: n.id, isRead: !n.isRead })}
                onHide={(n) => hide.mutate(n.id)}
              />
            ))}
          </ul>
        )}
      </div>
      {canAccess({ name: 'pages-notifications' }) && (
        <div className="border-t border-border px-6 py-3">
          <DialogClose asChild>
            <Button asChild className="w-full">
              <Link to={pathTo('pages-notifications')}>{t('notifications.viewAll')}</Link>
            </Button>
          </DialogClose>
        </div>
      )}
    </DialogContent>
  );
}
