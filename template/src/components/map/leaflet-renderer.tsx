/**
 * Leaflet itself, loaded lazily by leaflet-map.tsx. Marker images are imported so the bundler
 * ships them (Leaflet's default icon guesses its image URL from its CSS file's location, which a
 * bundle does not keep), as `?url` so every bundler gives a plain URL (the docs site's Astro turns a
 * bare image import into an object), and the tile layer's events feed the "tiles unavailable" notice.
 * Without a tile source no tile layer is added: the map asks no server for anything (leaflet-map.tsx
 * says so over the map).
 */
import L, { type Layer, type LeafletEventHandlerFnMap, type TileLayer as Tiles } from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png?url';
import iconUrl from 'leaflet/dist/images/marker-icon.png?url';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png?url';
import { useEffect, useReducer, useRef, useState } from 'react';
import {
  AttributionControl,
  CircleMarker,
  MapContainer,
  Marker,
  Polygon,
  Popup,
  TileLayer,
  Tooltip,
  useMap,
  ZoomControl,
} from 'react-leaflet';
import { useDirection } from '@/hooks/use-direction';
import type { LeafletMapLabels, LeafletMapProps, TileSource } from './leaflet-map';
import { MapTilesNotice } from './map-tiles-notice';
import { initialTileState, reduceTiles, tilesUnavailable } from './tile-status';
import { worldOutlines } from './world-outlines';
import 'leaflet/dist/leaflet.css';
import './map.css';

/** How long the map waits for a first tile before it says tiles are unavailable. */
const tileWaitMs = 10_000;

const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

/**
 * Opens the selected marker's (or circle's) popup, names Leaflet's popup close buttons in the page's
 * language, and takes the focus the map's picture had before Leaflet arrived.
 */
function PopupSync({
  markers,
  selected,
  closeLabel,
  focusOnMount,
}: {
  markers: Map<string, Layer>;
  selected: string | null | undefined;
  closeLabel: string;
  focusOnMount: boolean;
}) {
  const map = useMap();
  useEffect(() => {
    if (focusOnMount) map.getContainer().focus({ preventScroll: true });
    // Only the first mount hands over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);
  useEffect(() => {
    if (selected) markers.get(selected)?.openPopup();
    else if (selected === null) map.closePopup();
  }, [map, markers, selected]);
  useEffect(() => {
    const name: LeafletEventHandlerFnMap['popupopen'] = (event) =>
      event.popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', closeLabel);
    map.on('popupopen', name);
    return () => void map.off('popupopen', name);
  }, [map, closeLabel]);
  return null;
}

/** The credit Leaflet puts before the tiles' own, with its tooltip in the user's language. */
function leafletCredit(title: string): string {
  const attribute = title.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<a href="https://leafletjs.com" title="${attribute}">Leaflet</a>`;
}

type RendererProps = Omit<LeafletMapProps, 'label' | 'height' | 'className' | 'tiles' | 'loadOn'> & {
  labels: LeafletMapLabels;
  tiles?: TileSource;
  /** The map's picture had the focus: the map takes it. @default false */
  focusOnMount?: boolean;
};

export default function LeafletRenderer({
  center,
  zoom,
  fitToContent = false,
  markers = [],
  areas = [],
  circles = [],
  outlines = false,
  focusOnMount = false,
  scrollWheelZoom = true,
  selected,
  onSelect,
  labels,
  tiles: source,
}: RendererProps) {
  const rtl = useDirection() === 'rtl';
  const [tiles, dispatch] = useReducer(reduceTiles, initialTileState);
  const tileLayer = useRef<Tiles>(null);
  // Leaflet's marker and circle objects by id, for the popup that `selected` opens.
  const [markerRefs] = useState(() => new Map<string, Layer>());
  const register = (id: string) => (instance: Layer | null) => {
    if (instance) markerRefs.set(id, instance);
    else markerRefs.delete(id);
  };
  const popupEvents = (id: string) => ({
    popupopen: () => onSelect?.(id),
    popupclose: () => onSelect?.(null),
  });

  useEffect(() => {
    if (!source || tiles.loaded > 0 || tiles.timedOut) return;
    const timer = setTimeout(() => dispatch('timeout'), tileWaitMs);
    return () => clearTimeout(timer);
  }, [source, tiles.loaded, tiles.timedOut]);

  const retry = () => {
    dispatch('retry');
    tileLayer.current?.redraw();
  };
  const unavailable = source !== undefined && tilesUnavailable(tiles);
  const points = [
    ...markers.map((marker) => marker.position),
    ...circles.map((circle) => circle.position),
    ...areas.flatMap((area) => area.positions),
  ];
  const bounds = fitToContent && points.length > 0 ? L.latLngBounds(points) : undefined;

  return (
    <div className="tessera-map size-full" data-tiles={source ? (unavailable ? 'unavailable' : 'ok') : 'none'}>
      <MapContainer
        // Controls sit on the reading side: a new map when the direction changes.
        key={rtl ? 'rtl' : 'ltr'}
        // react-leaflet uses center and zoom when given, and only then the bounds.
        center={bounds ? undefined : center}
        zoom={bounds ? undefined : zoom}
        bounds={bounds}
        // Room for the marker images above their points.
        boundsOptions={{ padding: [40, 40] }}
        zoomControl={false}
        attributionControl={false}
        scrollWheelZoom={scrollWheelZoom}
        className="size-full"
      >
        <ZoomControl
          position={rtl ? 'topright' : 'topleft'}
          zoomInTitle={labels.zoomIn}
          zoomOutTitle={labels.zoomOut}
        />
        <AttributionControl
          position={rtl ? 'bottomleft' : 'bottomright'}
          // Leaflet reads a missing prefix as none at all: pass one only to replace its own.
          {...(labels.leaflet && { prefix: leafletCredit(labels.leaflet) })}
        />
        {source && (
          <TileLayer
            ref={tileLayer}
            url={source.url}
            attribution={source.attribution}
            maxZoom={source.maxZoom}
            eventHandlers={{ tileload: () => dispatch('load'), tileerror: () => dispatch('error') }}
          />
        )}
        {outlines &&
          !(source && !unavailable) &&
          worldOutlines.map((ring, i) => (
            <Polygon key={i} positions={ring} interactive={false} className="tessera-map-outline" />
          ))}
        {areas.map((area) => (
          <Polygon
            key={area.id}
            positions={area.positions}
            // A class, not colours: CSS paints it with the theme's tokens (map.css).
            className={`tessera-map-area tessera-map-area-${area.tone ?? 'primary'}`}
          >
            {area.popup && <Popup>{area.popup}</Popup>}
          </Polygon>
        ))}
        {markers.map((marker) => (
          <Marker
            key={marker.id}
            position={marker.position}
            icon={markerIcon}
            title={marker.title}
            alt={marker.title}
            ref={register(marker.id)}
            eventHandlers={popupEvents(marker.id)}
          >
            {marker.popup && <Popup>{marker.popup}</Popup>}
          </Marker>
        ))}
        {circles.map((circle) => (
          <CircleMarker
            key={circle.id}
            center={circle.position}
            radius={circle.radius ?? 8}
            pathOptions={{ weight: 2, fillOpacity: 0.35 }}
            // Classes, not colours: CSS paints them with the theme's tokens (map.css).
            className={`tessera-marker tessera-map-area-${circle.tone ?? 'primary'}`}
            ref={register(circle.id)}
            eventHandlers={popupEvents(circle.id)}
          >
            <Tooltip>{circle.title}</Tooltip>
            {circle.popup && <Popup>{circle.popup}</Popup>}
          </CircleMarker>
        ))}
        <PopupSync
          markers={markerRefs}
          selected={selected}
          closeLabel={labels.closePopup}
          focusOnMount={focusOnMount}
        />
      </MapContainer>
      {unavailable && (
        <MapTilesNotice title={labels.offline} detail={labels.offlineDetail} retry={labels.retry} onRetry={retry} />
      )}
    </div>
  );
}
