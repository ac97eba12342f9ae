import { MapPinOff, RotateCw, WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface MapTilesNoticeProps {
  title: string;
  /** A second, smaller line: what still works, what to do. */
  detail?: string;
  /** The retry button's label; with `onRetry`, for tiles that failed to load. */
  retry?: string;
  onRetry?: () => void;
}

/**
 * Shown over a map without tiles: none configured, or they cannot load. It says what happened and
 * what still works, with a retry when a retry can help. It sits at the bottom, above the
 * attribution, because popups open upwards from their markers.
 */
export function MapTilesNotice({ title, detail, retry, onRetry }: MapTilesNoticeProps) {
  const Icon = onRetry ? WifiOff : MapPinOff;
  return (
    <div
      role="status"
      data-slot="map-tiles-notice"
      className="absolute inset-x-2 bottom-7 z-[1000] mx-auto flex max-w-md flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-card/95 p-3 text-sm text-card-foreground shadow-md"
    >
      <Icon aria-hidden className="size-5 shrink-0 self-start text-warning-text" />
      {/* Wide enough to read: on a narrow map the button wraps below instead of squeezing it. */}
      <div className="flex min-w-0 flex-1 basis-52 flex-col gap-0.5">
        <p className="font-medium">{title}</p>
        {detail && <p className="text-xs text-muted-foreground">{detail}</p>}
      </div>
      {onRetry && retry && (
        <Button variant="outline" color="secondary" size="sm" onClick={onRetry} className="ms-auto shrink-0">
          <RotateCw aria-hidden />
          {retry}
        </Button>
      )}
    </div>
  );
}
