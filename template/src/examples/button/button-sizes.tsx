/** Three sizes (32, 38 and 44 px high) set the density; icon buttons come in the same three. */
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function ButtonSizes() {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button size="sm">Small</Button>
        <Button size="md">Medium</Button>
        <Button size="lg">Large</Button>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button size="icon-sm" variant="tonal" aria-label="Add (small)">
          <Plus aria-hidden />
        </Button>
        <Button size="icon" variant="tonal" aria-label="Add (medium)">
          <Plus aria-hidden />
        </Button>
        <Button size="icon-lg" variant="tonal" aria-label="Add (large)">
          <Plus aria-hidden />
        </Button>
      </div>
    </div>
  );
}
