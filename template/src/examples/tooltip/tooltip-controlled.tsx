/** Visibility under control: `open` and `onOpenChange` let the page show a tooltip on its own terms. */
import { useId, useState } from 'react';
import { ShoppingCart } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Tooltip } from '@/components/ui/tooltip';

export function TooltipControlled() {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-6 pt-8">
      <div className="flex items-center gap-2">
        <Switch id={id} checked={open} onCheckedChange={setOpen} />
        <Label htmlFor={id}>Show the tooltip</Label>
      </div>
      <Tooltip open={open} onOpenChange={setOpen} content="3 items in your cart">
        <Button size="icon" variant="tonal" aria-label="Cart">
          <ShoppingCart aria-hidden />
        </Button>
      </Tooltip>
    </div>
  );
}
