/**
 * Markers with popups. Each marker is a button for keyboard users too: Tab reaches it and Enter
 * opens its popup. The images ship with the bundle, so markers show wherever the app is hosted, and
 * the map frames them all at any width.
 */
import { useTranslation } from 'react-i18next';
import { LeafletMap, type LeafletMapLabels, type MapMarker } from '@/components/map/leaflet-map';

const landmarks = [
  { id: 'tower', position: [38.6916, -9.216] },
  { id: 'monastery', position: [38.6979, -9.2068] },
  { id: 'square', position: [38.7075, -9.1364] },
  { id: 'castle', position: [38.7139, -9.1335] },
] as const;

export function MapMarkers() {
  const { t } = useTranslation('ui-extensions');
  const markers: MapMarker[] = landmarks.map(({ id, position }) => ({
    id,
    position: [...position],
    title: t(`map.demo.places.${id}.name`),
    popup: (
      <>
        <p className="font-semibold">{t(`map.demo.places.${id}.name`)}</p>
        <p className="text-muted-foreground">{t(`map.demo.places.${id}.about`)}</p>
      </>
    ),
  }));
  return (
    <LeafletMap
      label={t('map.demo.markersLabel')}
      center={[38.703, -9.175]}
      zoom={12}
      fitToContent
      markers={markers}
      labels={t('map.demo.tiles', { returnObjects: true }) as LeafletMapLabels}
    />
  );
}
