/**
 * Popups with content of your own (any React: text, badges, links), opened from the map or from
 * the list beside it. The list and the map share one selection, so each follows the other.
 */
import { Clock, MapPin, Phone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeafletMap, type LatLng, type LeafletMapLabels, type MapMarker } from '@/components/map/leaflet-map';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const offices: { id: string; position: LatLng; address: string; phone: string; open: boolean }[] = [
  {
    id: 'lisbon',
    position: [38.7223, -9.1393],
    address: 'Av. da Liberdade 110',
    phone: '+351 21 000 0110',
    open: true,
  },
  {
    id: 'porto',
    position: [41.1496, -8.611],
    address: 'Rua de Santa Catarina 42',
    phone: '+351 22 000 0042',
    open: true,
  },
  { id: 'madrid', position: [40.4168, -3.7038], address: 'Calle de Alcalá 27', phone: '+34 910 000 027', open: false },
  { id: 'seville', position: [37.3891, -5.9845], address: 'Calle Sierpes 8', phone: '+34 954 000 008', open: true },
];

export function MapPopup() {
  const { t } = useTranslation('ui-extensions');
  const [selected, setSelected] = useState<string | null>(null);
  const markers: MapMarker[] = offices.map((office) => ({
    id: office.id,
    position: office.position,
    title: t(`map.demo.offices.${office.id}`),
    popup: (
      <div className="flex min-w-48 flex-col gap-1.5">
        <div className="flex items-center justify-between gap-3">
          <p className="font-semibold">{t(`map.demo.offices.${office.id}`)}</p>
          <Badge color={office.open ? 'success' : 'secondary'}>
            {office.open ? t('map.demo.offices.open') : t('map.demo.offices.closed')}
          </Badge>
        </div>
        <p className="flex items-center gap-1.5 text-muted-foreground">
          <MapPin aria-hidden className="size-3.5" />
          {office.address}
        </p>
        <p className="flex items-center gap-1.5 text-muted-foreground">
          <Phone aria-hidden className="size-3.5" />
          <span dir="ltr">{office.phone}</span>
        </p>
        <p className="flex items-center gap-1.5 text-muted-foreground">
          <Clock aria-hidden className="size-3.5" />
          {t('map.demo.offices.hours')}
        </p>
      </div>
    ),
  }));

  return (
    <div className="grid gap-4 md:grid-cols-[14rem_1fr]">
      <ul aria-label={t('map.demo.offices.list')} className="flex flex-col gap-1">
        {offices.map((office) => (
          <li key={office.id}>
            <button
              type="button"
              aria-pressed={selected === office.id}
              onClick={() => setSelected(selected === office.id ? null : office.id)}
              className={cn(
                'flex w-full items-center gap-2 rounded-md px-3 py-2 text-start text-sm hover:bg-muted',
                'aria-pressed:bg-primary/12 aria-pressed:text-primary-text',
              )}
            >
              <MapPin aria-hidden className="size-4 shrink-0" />
              {t(`map.demo.offices.${office.id}`)}
            </button>
          </li>
        ))}
      </ul>
      <LeafletMap
        label={t('map.demo.popupLabel')}
        center={[39.6, -6.4]}
        zoom={5}
        fitToContent
        markers={markers}
        selected={selected}
        onSelect={setSelected}
        labels={t('map.demo.tiles', { returnObjects: true }) as LeafletMapLabels}
      />
    </div>
  );
}
