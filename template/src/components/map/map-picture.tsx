/**
 * A map as a picture: the outlines, areas, circles and markers Leaflet would draw at the opening
 * view, in plain SVG. LeafletMap shows it (with `loadOn="use"`) until a visitor points at, touches
 * or focuses the map; only then does Leaflet load and take over, so a visit that only looks at the
 * page never downloads it. The projection is Leaflet's, so the hand-over moves nothing.
 */
import iconUrl from 'leaflet/dist/images/marker-icon.png?url';
import type { PointerEvent } from 'react';
import type { MapArea, MapCircle, MapMarker } from './leaflet-map';
import { fromCentre, ringPath, type View } from './map-projection';
import { worldOutlines } from './world-outlines';

export interface MapPictureProps {
  view: View;
  /** Draw the world's outlines under the rest. */
  outlines: boolean;
  markers: MapMarker[];
  areas: MapArea[];
  circles: MapCircle[];
  /** Names the picture for screen readers. */
  label: string;
  /** A pointer, a touch or focus reached the map; `id` is the circle or marker pressed, if any. */
  onEngage: (id?: string) => void;
}

// The world at one view: drawn once per visit.
const outlineCache = new Map<string, string[]>();
const viewKey = ({ center, zoom }: View) => `${center.join(',')}@${zoom}`;

const paint = (tone = 'primary') => `var(--${tone})`;

export function MapPicture({ view, outlines, markers, areas, circles, label, onEngage }: MapPictureProps) {
  const key = viewKey(view);
  if (outlines && !outlineCache.has(key))
    outlineCache.set(
      key,
      worldOutlines.map((ring) => ringPath(ring, view)),
    );
  const engage = (event: PointerEvent<HTMLDivElement>) => {
    const pressed = (event.target as Element).closest('[data-point]');
    onEngage(pressed?.getAttribute('data-point') ?? undefined);
  };
  return (
    <div
      role="img"
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
        {outlines &&
          outlineCache
            .get(key)!
            .map((d, i) => (
              <path key={i} d={d} strokeWidth={1} style={{ fill: 'var(--card)', stroke: 'var(--border)' }} />
            ))}
        {areas.map((area) => (
          <path
            key={area.id}
            d={ringPath(area.positions, view)}
            strokeWidth={2}
            style={{ fill: paint(area.tone), fillOpacity: 0.2, stroke: paint(area.tone) }}
          />
        ))}
        {circles.map((circle) => {
          const [x, y] = fromCentre(circle.position, view);
          return (
            <circle
              key={circle.id}
              data-point={circle.id}
              className="tessera-marker cursor-pointer"
              cx={x}
              cy={y}
              r={circle.radius ?? 8}
              strokeWidth={2}
              style={{ fill: paint(circle.tone), fillOpacity: 0.35, stroke: paint(circle.tone) }}
            />
          );
        })}
        {markers.map((marker) => {
          const [x, y] = fromCentre(marker.position, view);
          // Leaflet's default marker: 25 x 41 px, anchored at the tip.
          return (
            <image
              key={marker.id}
              data-point={marker.id}
              className="cursor-pointer"
              href={iconUrl}
              x={x - 12}
              y={y - 41}
              width={25}
              height={41}
            />
          );
        })}
      </svg>
    </div>
  );
}
