/**
 * A map and nothing else: tiles from the build's tile server, zoom buttons and attribution. With
 * focus on the map, the arrow keys pan and + and - zoom. Without tiles, the map says so over itself.
 */
import { useTranslation } from 'react-i18next';
import { LeafletMap, type LeafletMapLabels } from '@/components/map/leaflet-map';

export function MapBasic() {
  const { t } = useTranslation('ui-extensions');
  return (
    <LeafletMap
      label={t('map.demo.basicLabel')}
      center={[38.7107, -9.1366]}
      zoom={13}
      labels={t('map.demo.tiles', { returnObjects: true }) as LeafletMapLabels}
    />
  );
}
