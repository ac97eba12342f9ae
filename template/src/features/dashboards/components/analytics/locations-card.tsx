import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartSkeleton } from '@/components/charts/chart-frame';
import { LeafletMap, type LeafletMapLabels, type MapCircle } from '@/components/map/leaflet-map';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import type { AnalyticsDashboard } from '../../types/analytics';
import { Legend } from '../shared/legend';

const height = 360;
/** The whole world in a card: zoom 1, centred on 30° N 10° E. */
const center: [number, number] = [30, 10];

const circleRadius = (value: number) => 6 + Math.sqrt(value) * 1.6;

/**
 * Where customers are: circles sized by value on a world map, and the same figures as a list. The
 * map is a picture until the visitor reaches for it (`loadOn="use"`): Leaflet stays off the
 * dashboard's budget for a visit that only looks.
 */
export function LocationsCard({ data }: { data?: AnalyticsDashboard['locations'] }) {
  const { t } = useTranslation(['dashboards', 'common']);
  const circles = useMemo<MapCircle[]>(
    () =>
      data?.map((p) => {
        const name = t(`analytics.locations.places.${p.id}`);
        return {
          id: p.id,
          position: [p.lat, p.lng],
          title: name,
          radius: circleRadius(p.value),
          popup: (
            <>
              <p className="font-semibold">{name}</p>
              <p>{t('analytics.locations.value', { value: formatNumber(p.value) })}</p>
            </>
          ),
        };
      }) ?? [],
    [data, t],
  );
  const labels: LeafletMapLabels = {
    noTiles: t('analytics.locations.tilesOff'),
    offline: t('analytics.locations.tilesFailed'),
    retry: t('common:actions.retry'),
    zoomIn: t('analytics.locations.zoomIn'),
    zoomOut: t('analytics.locations.zoomOut'),
    closePopup: t('analytics.locations.closePopup'),
  };
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{t('analytics.locations.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {data ? (
          <LeafletMap
            label={t('analytics.locations.map')}
            height={height}
            center={center}
            zoom={1}
            circles={circles}
            outlines
            loadOn="use"
            scrollWheelZoom={false}
            labels={labels}
            className="rounded-md border-0"
          />
        ) : (
          <ChartSkeleton height={height} />
        )}
        <Legend
          loading={!data}
          placeholders={4}
          items={(data ?? []).map((p) => ({
            label: t(`analytics.locations.places.${p.id}`),
            tone: 'primary',
            value: formatNumber(p.value),
          }))}
        />
      </CardContent>
    </Card>
  );
}
