/** Badges laid over the corner of a button or avatar: a dot for "something new", a number for how much. */
import { Bell, Mail } from 'lucide-react';
import { Avatar } from '@/components/ui/avatar';
import { Badge, DotBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

export function BadgePosition() {
  return (
    <div className="flex flex-wrap items-center gap-6">
      <Button size="icon" variant="tonal" className="relative" aria-label="Notifications, new items">
        <Bell aria-hidden />
        <DotBadge />
      </Button>
      <Button size="icon" variant="tonal" color="secondary" className="relative" aria-label="Messages, 4 unread">
        <Mail aria-hidden />
        <Badge size="sm" variant="solid" color="error" className="absolute -end-1.5 -top-1.5 px-1.5" aria-hidden>
          4
        </Badge>
      </Button>
      <span className="relative inline-flex">
        <Avatar alt="Jade Morin" />
        <DotBadge color="success" className="end-0 top-auto bottom-0" />
      </span>
      <span className="relative inline-flex">
        <Avatar alt="Ben Ito" color="warning" />
        <DotBadge color="warning" className="end-0 top-0" />
      </span>
    </div>
  );
}
