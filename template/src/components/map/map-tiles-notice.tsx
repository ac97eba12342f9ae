import { RotateCw, WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { LeafletMapLabels } from './leaflet-map';

/**
 * Shown over a map whose tiles cannot load: what happened, what still works, and a retry. It sits
 * at the bottom, above the attribution, because popups open upwards from their markers.
 */
export function MapTilesNotice({ labels, onRetry }: { labels: LeafletMapLabels; onRetry: () => void }) {
  return (
    <div
      role="status"
      data-slot="map-tiles-notice"
      className="absolute inset-x-2 bottom-7 z-[1000] mx-auto flex max-w-md flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border bg-card/95 p-3 text-sm text-card-foreground shadow-md"
    >
      <WifiOff aria-hidden className="size-5 shrink-0 self-start text-warning-text" />
      {/* Wide enough to read: on a narrow map the button wraps below instead of squeezing it. */}
      <div className="flex min-w-0 flex-1 basis-52 flex-col gap-0.5">
        <p className="font-medium">{labels.offline}</p>
        <p className="text-xs text-muted-foreground">{labels.offlineDetail}</p>
      </div>
      <Button variant="outline" color="secondary" size="sm" onClick={onRetry} className="ms-auto shrink-0">
        <RotateCw aria-hidden />
        {labels.retry}
      </Button>
    </div>
  );
}
