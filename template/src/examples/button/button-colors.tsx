/** Six colours follow the active preset and the light/dark tokens; no palette classes needed. */
import { Button, buttonColors } from '@/components/ui/button';

export function ButtonColors() {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        {buttonColors.map((color) => (
          <Button key={color} color={color} className="capitalize">
            {color}
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {buttonColors.map((color) => (
          <Button key={color} color={color} variant="tonal" className="capitalize">
            {color}
          </Button>
        ))}
      </div>
    </div>
  );
}
