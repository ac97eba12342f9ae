import { RotateCw, WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { LeafletMapLabels } from './leaflet-map';

/** Shown over a map whose tiles cannot load: what happened, what still works, and a retry. */
export function MapTilesNotice({ labels, onRetry }: { labels: LeafletMapLabels; onRetry: () => void }) {
  return (
    <div
      role="status"
      data-slot="map-tiles-notice"
      className="absolute inset-x-3 top-3 z-[1000] mx-auto flex max-w-md items-start gap-3 rounded-lg border bg-card/95 p-3 text-sm text-card-foreground shadow-md sm:inset-x-16"
    >
      <WifiOff aria-hidden className="mt-0.5 size-5 shrink-0 text-warning-text" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="font-medium">{labels.offline}</p>
        <p className="text-muted-foreground">{labels.offlineDetail}</p>
      </div>
      <Button variant="outline" color="secondary" size="sm" onClick={onRetry} className="shrink-0">
        <RotateCw aria-hidden />
        {labels.retry}
      </Button>
    </div>
  );
}
