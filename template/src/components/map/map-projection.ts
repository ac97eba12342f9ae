/**
 * Web Mercator, Leaflet's default projection, for the map's picture (map-picture.tsx): the same
 * view drawn as SVG, so the hand-over to Leaflet moves nothing.
 */
import type { LatLng } from './leaflet-map';

const maxLatitude = 85.0511287798;

/** [lat, lng] to pixels of the whole world at `zoom` (256 px wide at zoom 0). */
export function project([lat, lng]: LatLng, zoom: number): [x: number, y: number] {
  const size = 256 * 2 ** zoom;
  const phi = (Math.max(-maxLatitude, Math.min(maxLatitude, lat)) * Math.PI) / 180;
  const x = ((lng + 180) / 360) * size;
  const y = (0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI)) * size;
  return [x, y];
}

/** A view: a point at the middle of the box, and a zoom. */
export interface View {
  center: LatLng;
  zoom: number;
}

/** Pixels from the middle of the box, where the view's centre sits. */
export function fromCentre(point: LatLng, { center, zoom }: View): [x: number, y: number] {
  const [x, y] = project(point, zoom);
  const [cx, cy] = project(center, zoom);
  return [x - cx, y - cy];
}

/** An SVG path of a closed ring, in pixels from the middle of the box. */
export function ringPath(ring: readonly LatLng[], view: View): string {
  return (
    ring
      .map((point, i) => {
        const [x, y] = fromCentre(point, view);
        return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
      })
      .join('') + 'Z'
  );
}
