/**
 * Any toast can open in one of six places. The buttons name the sides by reading order (start and
 * end), and the physical side is picked at click time, so "top start" is on the right in Arabic.
 */
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

type Vertical = 'top' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';

const places: { vertical: Vertical; horizontal: Horizontal; label: string }[] = [
  { vertical: 'top', horizontal: 'start', label: 'Top start' },
  { vertical: 'top', horizontal: 'center', label: 'Top center' },
  { vertical: 'top', horizontal: 'end', label: 'Top end' },
  { vertical: 'bottom', horizontal: 'start', label: 'Bottom start' },
  { vertical: 'bottom', horizontal: 'center', label: 'Bottom center' },
  { vertical: 'bottom', horizontal: 'end', label: 'Bottom end' },
];

function physical(vertical: Vertical, horizontal: Horizontal) {
  if (horizontal === 'center') return `${vertical}-center` as const;
  const rtl = document.documentElement.dir === 'rtl';
  const left = (horizontal === 'start') !== rtl;
  return `${vertical}-${left ? 'left' : 'right'}` as const;
}

export function ToastifyPositions() {
  return (
    <div className="grid max-w-lg grid-cols-1 gap-3 sm:grid-cols-3">
      {places.map(({ vertical, horizontal, label }) => (
        <Button
          key={label}
          variant="tonal"
          onClick={() => toast(`Hello from ${label.toLowerCase()}`, { position: physical(vertical, horizontal) })}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
