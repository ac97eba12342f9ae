/**
 * Areas drawn over the map in theme colours (they follow the preset and dark mode), with a legend
 * beside it: shapes on a map cannot take keyboard focus, so the legend is their text alternative.
 */
import { useTranslation } from 'react-i18next';
import { LeafletMap, type LatLng, type LeafletMapLabels, type MapArea } from '@/components/map/leaflet-map';
import type { Tone } from '@/components/ui/tone';
import { cn } from '@/lib/cn';

const zones: { id: 'sameDay' | 'nextDay'; tone: Tone; positions: LatLng[] }[] = [
  {
    id: 'sameDay',
    tone: 'primary',
    positions: [
      [38.7225, -9.1555],
      [38.7262, -9.1302],
      [38.7118, -9.1197],
      [38.7033, -9.1389],
      [38.7082, -9.1588],
    ],
  },
  {
    id: 'nextDay',
    tone: 'success',
    positions: [
      [38.7082, -9.1588],
      [38.7033, -9.1389],
      [38.6965, -9.1765],
      [38.6958, -9.2104],
      [38.7071, -9.2012],
    ],
  },
];

const swatch: Record<Tone, string> = {
  primary: 'bg-primary',
  secondary: 'bg-secondary',
  success: 'bg-success',
  info: 'bg-info',
  warning: 'bg-warning',
  error: 'bg-error',
};

export function MapPolygon() {
  const { t } = useTranslation('ui-extensions');
  const areas: MapArea[] = zones.map((zone) => ({
    ...zone,
    popup: <p className="font-semibold">{t(`map.demo.zones.${zone.id}`)}</p>,
  }));
  return (
    <div className="flex flex-col gap-3">
      <LeafletMap
        label={t('map.demo.polygonLabel')}
        center={[38.711, -9.165]}
        zoom={13}
        fitToContent
        areas={areas}
        labels={t('map.demo.tiles', { returnObjects: true }) as LeafletMapLabels}
      />
      <ul aria-label={t('map.demo.zones.legend')} className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {zones.map((zone) => (
          <li key={zone.id} className="flex items-center gap-2">
            <span aria-hidden className={cn('size-3 rounded-sm', swatch[zone.tone])} />
            {t(`map.demo.zones.${zone.id}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
