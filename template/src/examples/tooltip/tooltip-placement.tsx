/** Four sides; a tooltip shows on hover and on keyboard focus, and Escape hides it. */
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';

const sides = ['top', 'right', 'bottom', 'left'] as const;

export function TooltipPlacement() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {sides.map((side) => (
        <Tooltip key={side} side={side} content={`Tooltip on the ${side}`}>
          <Button variant="outline" className="capitalize">
            {side}
          </Button>
        </Tooltip>
      ))}
    </div>
  );
}
