/**
 * The Leaflet map of the Locations card, loaded lazily after paint. Tiles come only from
 * VITE_MAP_TILE_URL (nothing leaves the site by default, the demo runs offline); without tiles, or
 * when tiles fail, hand-drawn outlines stand in and the card says so.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import type { ThemeTokens } from '@/components/charts/theme-tokens';
import './leaflet-map.css';
import { markerRadius, openingView } from './static-map';
import { worldOutlines } from './world-outlines';

export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  value: number;
  label: string;
}

export interface LeafletMapProps {
  points: MapPoint[];
  tokens: ThemeTokens;
  /** Optional `{z}/{x}/{y}` tile URL; without it the outlines are drawn. */
  tileUrl?: string;
  tileAttribution?: string;
  labels: { map: string; zoomIn: string; zoomOut: string; value: (value: number) => string };
  onTilesUnavailable: () => void;
  /** A marker pressed on the map's picture before Leaflet arrived: its popup opens at once. */
  openPopupFor?: string;
  /** The map's picture had the focus: the map takes it. */
  focusOnMount?: boolean;
}

export default function LeafletMap({
  points,
  tokens,
  tileUrl,
  tileAttribution,
  labels,
  onTilesUnavailable,
  openPopupFor,
  focusOnMount,
}: LeafletMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const pendingPopup = useRef(openPopupFor);
  const layers = useRef<{ outlines: L.Polygon[]; markers: L.CircleMarker[] }>({ outlines: [], markers: [] });

  useEffect(() => {
    if (!element.current) return;
    const instance = L.map(element.current, {
      center: openingView.center,
      zoom: openingView.zoom,
      minZoom: 1,
      maxZoom: 6,
      zoomControl: false,
      attributionControl: Boolean(tileUrl),
      worldCopyJump: true,
      scrollWheelZoom: false,
    });
    map.current = instance;
    if (focusOnMount) instance.getContainer().focus({ preventScroll: true });
    if (tileUrl) {
      const tiles = L.tileLayer(tileUrl, { attribution: tileAttribution, maxZoom: 6 }).addTo(instance);
      tiles.once('tileerror', () => {
        tiles.remove();
        onTilesUnavailable();
      });
    } else {
      onTilesUnavailable();
    }
    return () => {
      instance.remove();
      map.current = null;
      layers.current = { outlines: [], markers: [] };
    };
    // Focus matters only for the first mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tileUrl, tileAttribution, onTilesUnavailable]);

  // Zoom buttons follow the reading direction and language.
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const zoom = L.control
      .zoom({ position: tokens.rtl ? 'topright' : 'topleft', zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut })
      .addTo(instance);
    return () => {
      zoom.remove();
    };
  }, [tokens.rtl, labels.zoomIn, labels.zoomOut]);

  // Outlines and markers, redrawn in the current theme colours.
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const outlines = tileUrl
      ? []
      : worldOutlines.map((ring) =>
          L.polygon(ring, {
            color: tokens.border,
            weight: 1,
            fillColor: tokens.card,
            fillOpacity: 1,
            interactive: false,
          }).addTo(instance),
        );
    const markers = points.map((point) => {
      const popup = document.createElement('div');
      const name = document.createElement('strong');
      name.textContent = point.label;
      popup.append(name, document.createElement('br'), labels.value(point.value));
      return L.circleMarker([point.lat, point.lng], {
        radius: markerRadius(point.value),
        color: tokens.colors.primary,
        fillColor: tokens.colors.primary,
        fillOpacity: 0.35,
        weight: 2,
        className: 'tessera-marker',
      })
        .bindPopup(popup)
        .bindTooltip(point.label)
        .addTo(instance);
    });
    layers.current = { outlines, markers };
    const pressed = points.findIndex((point) => point.id === pendingPopup.current);
    pendingPopup.current = undefined;
    if (pressed >= 0) markers[pressed]?.openPopup();
    return () => {
      outlines.forEach((o) => o.remove());
      markers.forEach((m) => m.remove());
    };
  }, [points, tokens, tileUrl, labels]);

  return <div ref={element} className="size-full" aria-label={labels.map} role="region" />;
}
