/** Two sizes, and badges holding counts, dots and short statuses. */
import { Badge } from '@/components/ui/badge';

export function BadgeStyle() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Badge size="sm">Small</Badge>
      <Badge>Medium</Badge>
      <Badge variant="solid" color="error">
        99+
      </Badge>
      <Badge variant="outline" color="success">
        <span aria-hidden className="size-1.5 rounded-full bg-current" />
        Online
      </Badge>
      <Badge color="secondary" className="rounded-md">
        Square corners
      </Badge>
    </div>
  );
}
