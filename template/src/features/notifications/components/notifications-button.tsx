import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DotBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTrigger } from '@/components/ui/dialog';
import { Tooltip } from '@/components/ui/tooltip';
import { useNotifications } from '../api/get-notifications';
import { NotificationsDialogContent } from './notifications-dialog';

/** The top bar's bell: a dot while anything is unread; opens the notifications dialog. */
export function NotificationsButton() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const { data } = useNotifications();
  const unread = data?.filter((n) => !n.isRead).length ?? 0;
  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.title');
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Tooltip content={t('notifications.title')} side="bottom">
        <DialogTrigger asChild>
          <Button variant="ghost" color="secondary" size="icon" pill aria-label={label} data-unread={unread}>
            <Bell />
            {unread > 0 && <DotBadge data-testid="notifications-dot" />}
          </Button>
        </DialogTrigger>
      </Tooltip>
      <NotificationsDialogContent />
    </Dialog>
  );
}
