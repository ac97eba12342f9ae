/** An icon before the text reinforces the status; it is decoration, the text says it all. */
import { CircleCheck, Clock, Flame, Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

export function BadgeIcon() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Badge color="success">
        <CircleCheck aria-hidden />
        Verified
      </Badge>
      <Badge color="warning">
        <Clock aria-hidden />
        Pending
      </Badge>
      <Badge color="error" variant="solid">
        <Flame aria-hidden />
        Hot
      </Badge>
      <Badge color="secondary" variant="outline">
        <Lock aria-hidden />
        Private
      </Badge>
    </div>
  );
}
