import { MapPinOff } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartSkeleton } from '@/components/charts/chart-frame';
import { useThemeTokens } from '@/components/charts/theme-tokens';
import { env } from '@/config/env';
import { useAfterPaint } from '@/hooks/use-after-paint';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import type { AnalyticsDashboard } from '../../types/analytics';
import { Legend } from '../shared/legend';
import { useNearViewport } from '../shared/use-near-viewport';
import { StaticMap } from './static-map';

const LeafletMap = lazy(() => import('./leaflet-map'));
const height = 360;
const tileUrl = env.mapTileUrl;
const tileAttribution = env.mapTileAttribution;

/** Where customers are: markers sized by value on a map, and the same figures as a list. */
export function LocationsCard({ data }: { data?: AnalyticsDashboard['locations'] }) {
  const { t } = useTranslation('dashboards');
  const painted = useAfterPaint();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  const tokens = useThemeTokens();
  // Without a tile server the map is outlines and markers: a picture of them stands in until the
  // visitor reaches for the map, and only then is Leaflet fetched. With tiles, Leaflet loads when
  // the card nears the viewport.
  const [engaged, setEngaged] = useState<{ popup?: string; focus: boolean } | null>(null);
  const engage = useCallback((popup?: string) => {
    // A marker pressed while Leaflet is still on its way (after a hover started it) still counts.
    setEngaged((was) => ({
      popup: popup ?? was?.popup,
      focus: was?.focus ?? box.current?.contains(document.activeElement) ?? false,
    }));
  }, []);
  const live = tileUrl ? near : engaged !== null;
  const [offline, setOffline] = useState(!tileUrl);
  const onTilesUnavailable = useCallback(() => setOffline(true), []);
  const points = useMemo(
    () => data?.map((p) => ({ ...p, label: t(`analytics.locations.places.${p.id}`) })) ?? [],
    [data, t],
  );
  const labels = useMemo(
    () => ({
      map: t('analytics.locations.map'),
      zoomIn: t('analytics.locations.zoomIn'),
      zoomOut: t('analytics.locations.zoomOut'),
      value: (value: number) => t('analytics.locations.value', { value: formatNumber(value) }),
    }),
    [t],
  );
  const skeleton = <ChartSkeleton height={height} />;
  const picture =
    !tileUrl && data ? <StaticMap points={points} tokens={tokens} label={labels.map} onEngage={engage} /> : skeleton;
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{t('analytics.locations.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div ref={box} className="tessera-map relative isolate overflow-hidden rounded-md" style={{ height }}>
          {painted && live && data ? (
            <Suspense fallback={picture}>
              <LeafletMap
                points={points}
                tokens={tokens}
                tileUrl={tileUrl}
                tileAttribution={tileAttribution}
                labels={labels}
                onTilesUnavailable={onTilesUnavailable}
                openPopupFor={engaged?.popup}
                focusOnMount={engaged?.focus}
              />
            </Suspense>
          ) : painted ? (
            picture
          ) : (
            skeleton
          )}
          {offline && (
            <p
              role="status"
              className="absolute inset-x-3 bottom-3 z-[1000] flex items-center gap-2 rounded-md bg-card/95 px-3 py-2 text-xs text-muted-foreground shadow-card"
            >
              <MapPinOff aria-hidden className="size-4 shrink-0" />
              {tileUrl ? t('analytics.locations.tilesFailed') : t('analytics.locations.tilesOff')}
            </p>
          )}
        </div>
        <Legend items={points.map((p) => ({ label: p.label, tone: 'primary', value: formatNumber(p.value) }))} />
      </CardContent>
    </Card>
  );
}
