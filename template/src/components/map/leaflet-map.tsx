import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { Tone } from '@/components/ui/tone';
import { env } from '@/config/env';
import { useAfterPaint } from '@/hooks/use-after-paint';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { cn } from '@/lib/cn';
import { MapPicture } from './map-picture';
import { MapTilesNotice } from './map-tiles-notice';

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

/** A point drawn as a circle of its own size (a figure per place), not a pin. */
export interface MapCircle {
  id: string;
  position: LatLng;
  /** Names the circle for screen readers and shows on hover. */
  title: string;
  /** Radius in px, e.g. grown with the figure it stands for. @default 8 */
  radius?: number;
  /** Drawn in this theme colour. @default 'primary' */
  tone?: Tone;
  /** Opened by a click on the circle. */
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
  noTilesDetail?: string;
  /** Title of the notice shown when tiles cannot be loaded. */
  offline: string;
  /** What still works without tiles. */
  offlineDetail?: string;
  retry: string;
  zoomIn: string;
  zoomOut: string;
  closePopup: string;
  /** Tooltip of the "Leaflet" credit; without it, Leaflet's own English one. */
  leaflet?: string;
}

export interface LeafletMapProps {
  /** Accessible name of the map. */
  label: string;
  /** Where the map starts (unless `fitToContent` frames its markers and areas instead). */
  center: LatLng;
  zoom: number;
  /** Start framed on the markers and areas, whatever the map's width. @default false */
  fitToContent?: boolean;
  /** Pins, each with an optional popup. */
  markers?: MapMarker[];
  /** Outlined shapes in a theme colour. */
  areas?: MapArea[];
  /** Circles sized by a figure (customers per country...). */
  circles?: MapCircle[];
  /** Zoom with the mouse wheel; turn it off where the map sits in a page that scrolls past it. @default true */
  scrollWheelZoom?: boolean;
  /** Draw rough world outlines when there are no tiles, so a world-scale map still reads as one. @default false */
  outlines?: boolean;
  /**
   * When Leaflet (about 40 KB) loads. `paint`: once the page has painted. `use`: a picture of the
   * map (outlines, areas, circles and pins at `center` and `zoom`, with no `fitToContent`) stands in
   * until the visitor points at, touches or focuses it; with a tile server, once the map nears the
   * viewport. Use `use` on screens with a first-paint budget (dashboards). @default 'paint'
   */
  loadOn?: 'paint' | 'use';
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

/** What the visitor did to the picture before Leaflet arrived: Leaflet carries it on. */
interface Engagement {
  /** The circle or marker pressed: its popup opens at once. */
  pressed?: string;
  /** The picture had the focus: the map takes it. */
  focus: boolean;
}

/**
 * A Leaflet map in the app's theme, on the tile server the build names (VITE_MAP_TILE_URL).
 * Markers, circles and areas are data, so the map's code stays in its own chunk. Without a tile
 * server, or when tiles cannot load (offline, blocked host), the map says so over itself and keeps
 * its markers and shapes on a plain grid (or the world's outlines). With `loadOn="use"` a picture
 * of the map stands in until the visitor reaches for it.
 */
export function LeafletMap({
  label,
  height = 360,
  className,
  tiles = configuredTiles,
  loadOn = 'paint',
  ...props
}: LeafletMapProps) {
  const painted = useAfterPaint();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const [engaged, setEngaged] = useState<Engagement | null>(null);
  const engage = useCallback((pressed?: string) => {
    // A marker pressed while Leaflet is on its way (after a hover started it) still counts.
    setEngaged((was) => ({
      pressed: pressed ?? was?.pressed,
      focus: was?.focus ?? box.current?.contains(document.activeElement) ?? false,
    }));
  }, []);
  const live = loadOn === 'paint' || (tiles ? near : engaged !== null);
  const skeleton = <Skeleton className="size-full rounded-none" />;
  const picture =
    loadOn === 'use' && !tiles ? (
      <MapPicture
        view={{ center: props.center, zoom: props.zoom }}
        outlines={props.outlines ?? false}
        markers={props.markers ?? []}
        areas={props.areas ?? []}
        circles={props.circles ?? []}
        label={label}
        onEngage={engage}
      />
    ) : (
      skeleton
    );
  return (
    <div
      ref={box}
      role="region"
      aria-label={label}
      data-slot="map"
      className={cn('relative isolate min-w-0 overflow-hidden rounded-lg border', className)}
      style={{ height }}
    >
      {painted && live ? (
        <Suspense fallback={picture}>
          <LeafletRenderer
            {...props}
            selected={props.selected === undefined ? engaged?.pressed : props.selected}
            focusOnMount={engaged?.focus ?? false}
            tiles={tiles ?? undefined}
          />
        </Suspense>
      ) : painted ? (
        picture
      ) : (
        skeleton
      )}
      {!tiles && <MapTilesNotice title={props.labels.noTiles} detail={props.labels.noTilesDetail} />}
    </div>
  );
}
