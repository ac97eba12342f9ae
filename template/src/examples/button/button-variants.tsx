/** Five variants share one API; `variant` sets the emphasis, `color` the meaning. */
import { Button } from '@/components/ui/button';

export function ButtonVariants() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button>Solid</Button>
      <Button variant="tonal">Tonal</Button>
      <Button variant="outline">Outline</Button>
      <Button variant="text">Text</Button>
      <Button variant="ghost">Ghost</Button>
    </div>
  );
}
