/** `pill` rounds the ends fully (and makes icon buttons circles); the default follows the skin's radius. */
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function ButtonRounded() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button>Default radius</Button>
      <Button pill>Pill</Button>
      <Button pill variant="tonal" color="success">
        Tonal pill
      </Button>
      <Button pill variant="outline" color="info">
        Outline pill
      </Button>
      <Button pill size="icon" aria-label="Add">
        <Plus aria-hidden />
      </Button>
      <Button className="rounded-none" variant="tonal" color="secondary">
        Square
      </Button>
    </div>
  );
}
