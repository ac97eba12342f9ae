import { Bell } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DotBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { useMountOnceWanted } from '@/hooks/use-mount-once-wanted';
import { usePreloadOnIntent } from '@/hooks/use-preload-on-intent';
import { useNotifications } from '../api/get-notifications';

// The dialog (and Radix Dialog) loads when first wanted: visits that never open it never fetch it.
// It starts loading when the pointer comes over the bell or the focus comes to it, so the click
// that opens it seldom waits for its code.
const loadDialog = () => import('./notifications-dialog');
const NotificationsDialog = lazy(() => loadDialog().then((m) => ({ default: m.NotificationsDialog })));
const bellButton = '[data-slot="notifications-trigger"]';

/** The top bar's bell: a dot while anything is unread; opens the notifications dialog. */
export function NotificationsButton() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const mountDialog = useMountOnceWanted(open);
  usePreloadOnIntent(bellButton, loadDialog);
  const { data } = useNotifications();
  const unread = data?.filter((n) => !n.isRead).length ?? 0;
  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.title');
  return (
    <>
      <Tooltip content={t('notifications.title')} side="bottom">
        <Button
          ref={bell}
          variant="ghost"
          color="secondary"
          size="icon"
          pill
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-unread={unread}
          data-slot="notifications-trigger"
          onClick={() => setOpen(true)}
        >
          <Bell />
          {unread > 0 && <DotBadge data-testid="notifications-dot" />}
        </Button>
      </Tooltip>
      {mountDialog && (
        <Suspense fallback={null}>
          <NotificationsDialog open={open} onOpenChange={setOpen} returnFocusTo={bell} />
        </Suspense>
      )}
    </>
  );
}
