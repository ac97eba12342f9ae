/**
 * The Locations map as a picture: the same outlines and markers Leaflet draws at the card's opening
 * view (zoom 1, centred on 30° N 10° E), in plain SVG. The card shows it until a visitor points at,
 * touches or focuses the map; only then does Leaflet (about 40 KB) load and take over, so a visit
 * that only looks at the dashboard never downloads it.
 */
import type { PointerEvent } from 'react';
import type { ThemeTokens } from '@/components/charts/theme-tokens';
import type { MapPoint } from './leaflet-map';
import { worldOutlines } from './world-outlines';

/** The map's opening view, shared with leaflet-map.tsx so the hand-over does not move anything. */
export const openingView = { center: [30, 10] as [number, number], zoom: 1 };

export const markerRadius = (value: number) => 6 + Math.sqrt(value) * 1.6;

const maxLatitude = 85.0511287798;

/** Web Mercator (Leaflet's default projection): [lat, lng] to pixels of the world at `zoom`. */
export function project([lat, lng]: [number, number], zoom: number): [x: number, y: number] {
  const size = 256 * 2 ** zoom;
  const phi = (Math.max(-maxLatitude, Math.min(maxLatitude, lat)) * Math.PI) / 180;
  const x = ((lng + 180) / 360) * size;
  const y = (0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI)) * size;
  return [x, y];
}

/** Pixels relative to the view's centre. */
function fromCentre(point: [number, number]): [number, number] {
  const [x, y] = project(point, openingView.zoom);
  const [cx, cy] = project(openingView.center, openingView.zoom);
  return [x - cx, y - cy];
}

export function outlinePath(ring: [number, number][]): string {
  return (
    ring
      .map((point, i) => {
        const [x, y] = fromCentre(point);
        return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
      })
      .join('') + 'Z'
  );
}

// The outlines never change: drawn once per visit.
let outlines: string[] | undefined;

export interface StaticMapProps {
  points: MapPoint[];
  tokens: ThemeTokens;
  label: string;
  /** A pointer, a touch or focus reached the map; `pointId` is the marker pressed, if any. */
  onEngage: (pointId?: string) => void;
}

export function StaticMap({ points, tokens, label, onEngage }: StaticMapProps) {
  outlines ??= worldOutlines.map(outlinePath);
  const engage = (event: PointerEvent<HTMLDivElement>) => {
    const marker = (event.target as Element).closest('[data-point]');
    onEngage(marker?.getAttribute('data-point') ?? undefined);
  };
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      data-slot="static-map"
      className="relative size-full overflow-hidden bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
      onPointerEnter={(event) => event.pointerType === 'mouse' && onEngage()}
      onPointerDown={engage}
      onFocus={() => onEngage()}
    >
      {/* The origin sits in the middle of the box, like the map's centre. */}
      <svg aria-hidden className="absolute top-1/2 left-1/2 overflow-visible" width="1" height="1">
        <g>
          {outlines.map((d, i) => (
            <path key={i} d={d} fill={tokens.card} stroke={tokens.border} strokeWidth={1} />
          ))}
        </g>
        {points.map((point) => {
          const [x, y] = fromCentre([point.lat, point.lng]);
          return (
            <circle
              key={point.id}
              data-point={point.id}
              className="tessera-marker cursor-pointer"
              cx={x}
              cy={y}
              r={markerRadius(point.value)}
              fill={tokens.colors.primary}
              fillOpacity={0.35}
              stroke={tokens.colors.primary}
              strokeWidth={2}
            />
          );
        })}
      </svg>
    </div>
  );
}
