/** `delayDuration` sets how long the pointer must rest before the tooltip shows. */
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';

const delays = [0, 300, 1000];

export function TooltipDelay() {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {delays.map((delay) => (
        <Tooltip key={delay} delayDuration={delay} content={`Shown after ${delay} ms`}>
          <Button variant="tonal">{delay === 0 ? 'Instant' : `${delay} ms`}</Button>
        </Tooltip>
      ))}
    </div>
  );
}
