/** Badges laid over the corner of a button or avatar: a dot for "something new", a number for how much. */
import { Bell, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Badge, DotBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

export function BadgePosition() {
  const { t } = useTranslation('ui-components');
  return (
    <div className="flex flex-wrap items-center gap-6">
      <Button size="icon" variant="tonal" className="relative" aria-label={t('badge.demo.newNotifications')}>
        <Bell aria-hidden />
        <DotBadge />
      </Button>
      <Button
        size="icon"
        variant="tonal"
        color="secondary"
        className="relative"
        aria-label={t('badge.demo.unreadMessages', { count: 4 })}
      >
        <Mail aria-hidden />
        <Badge size="sm" variant="solid" color="error" className="absolute -end-1.5 -top-1.5 px-1.5" aria-hidden>
          4
        </Badge>
      </Button>
      <span className="relative inline-flex">
        <Avatar alt="Lea Fischer" />
        <DotBadge color="success" className="end-0 top-auto bottom-0" />
      </span>
      <span className="relative inline-flex">
        <Avatar alt="Sam Patel" color="warning" />
        <DotBadge color="warning" className="end-0 top-0" />
      </span>
    </div>
  );
}
