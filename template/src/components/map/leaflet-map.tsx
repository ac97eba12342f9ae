import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { Tone } from '@/components/ui/tone';
import { env } from '@/config/env';
import { useAfterPaint } from '@/hooks/use-after-paint';
import { cn } from '@/lib/cn';

// Leaflet reads `window` as soon as it is imported: it loads in the browser only, after the page
// has painted, in its own chunk with its styles and marker images.
const LeafletRenderer = lazy(() => import('./leaflet-renderer'));

export type LatLng = [latitude: number, longitude: number];

export interface MapMarker {
  id: string;
  position: LatLng;
  /** Names the marker for screen readers and shows on hover. */
  title: string;
  /** Opened by a click on the marker, or Enter when it has focus. */
  popup?: ReactNode;
}

export interface MapArea {
  id: string;
  /** The outline, in order; the last point joins the first. */
  positions: LatLng[];
  /** Drawn in this theme colour. @default 'primary' */
  tone?: Tone;
  popup?: ReactNode;
}

/** A tile server: `url` holds {z}, {x} and {y}; `attribution` is the credit it asks for (HTML). */
export interface TileSource {
  url: string;
  attribution?: string;
  maxZoom?: number;
}

/** The build's tile server (VITE_MAP_TILE_URL), or none: then maps ask no third party for anything. */
export const configuredTiles: TileSource | undefined = env.mapTileUrl
  ? { url: env.mapTileUrl, attribution: env.mapTileAttribution, maxZoom: 19 }
  : undefined;

export interface LeafletMapLabels {
  /** Title of the notice shown when no tile server is configured. */
  noTiles: string;
  /** What still works, and how to add tiles. */
  noTilesDetail: string;
  /** Title of the notice shown when tiles cannot be loaded. */
  offline: string;
  /** What still works without tiles. */
  offlineDetail: string;
  retry: string;
  zoomIn: string;
  zoomOut: string;
  closePopup: string;
}

export interface LeafletMapProps {
  /** Accessible name of the map. */
  label: string;
  /** Where the map starts (unless `fitToContent` frames its markers and areas instead). */
  center: LatLng;
  zoom: number;
  /** Start framed on the markers and areas, whatever the map's width. @default false */
  fitToContent?: boolean;
  markers?: MapMarker[];
  areas?: MapArea[];
  /** The marker whose popup is open (controlled, with `onSelect`). */
  selected?: string | null;
  /** Called with a marker's id when its popup opens, and null when it closes. */
  onSelect?: (id: string | null) => void;
  labels: LeafletMapLabels;
  /** Where tiles come from; null for none. @default the build's VITE_MAP_TILE_URL, if set */
  tiles?: TileSource | null;
  /** Height in px, kept while Leaflet loads. @default 360 */
  height?: number;
  className?: string;
}

/**
 * A Leaflet map in the app's theme, on the tile server the build names (VITE_MAP_TILE_URL).
 * Markers and areas are data, so the map's code stays in its own chunk. Without a tile server, or
 * when tiles cannot load (offline, blocked host), the map says so over itself and keeps its
 * markers and shapes on a plain grid.
 */
export function LeafletMap({ label, height = 360, className, tiles = configuredTiles, ...props }: LeafletMapProps) {
  const painted = useAfterPaint();
  const skeleton = <Skeleton className="size-full rounded-none" />;
  return (
    <div
      role="region"
      aria-label={label}
      data-slot="map"
      className={cn('relative isolate min-w-0 overflow-hidden rounded-lg border', className)}
      style={{ height }}
    >
      {painted ? (
        <Suspense fallback={skeleton}>
          <LeafletRenderer {...props} tiles={tiles ?? undefined} />
        </Suspense>
      ) : (
        skeleton
      )}
    </div>
  );
}
