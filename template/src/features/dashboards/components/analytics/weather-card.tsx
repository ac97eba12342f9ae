import { CloudRain, Droplets, Sun, Thermometer, Wind } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNumber, formatPercent } from '@/lib/format';
import type { AnalyticsDashboard } from '../../types/analytics';

const toF = (c: number) => Math.round((c * 9) / 5 + 32);

/** Today's weather in the office city; the button switches Celsius and Fahrenheit. */
export function WeatherCard({ data }: { data?: AnalyticsDashboard['weather'] }) {
  const { t } = useTranslation('dashboards');
  const [fahrenheit, setFahrenheit] = useState(false);
  const degrees = (c: number) => `${formatNumber(fahrenheit ? toF(c) : c)}°`;
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{t('analytics.weather.title')}</CardTitle>
        <CardAction>
          <div role="group" aria-label={t('analytics.weather.unitToggle')} className="flex gap-1">
            {[false, true].map((f) => (
              <Button
                key={String(f)}
                variant={fahrenheit === f ? 'tonal' : 'ghost'}
                color="secondary"
                size="sm"
                aria-pressed={fahrenheit === f}
                onClick={() => setFahrenheit(f)}
              >
                {f ? '°F' : '°C'}
              </Button>
            ))}
          </div>
        </CardAction>
      </CardHeader>
      <CardContent>
        {data ? (
          <div className="flex flex-col gap-5">
            <div className="flex items-center gap-4">
              <Sun aria-hidden className="size-16 text-warning" />
              <div>
                <p className="text-4xl font-semibold">
                  {degrees(data.tempC)}
                  <span className="sr-only">
                    {fahrenheit ? t('analytics.weather.fahrenheit') : t('analytics.weather.celsius')}
                  </span>
                </p>
                <p className="text-sm text-muted-foreground">
                  {t(`analytics.weather.conditions.${data.condition}`)} · {data.city}
                </p>
              </div>
            </div>
            <dl className="grid grid-cols-2 gap-3 text-sm">
              {[
                [Thermometer, t('analytics.weather.highLow'), `${degrees(data.highC)} / ${degrees(data.lowC)}`],
                [CloudRain, t('analytics.weather.precipitation'), formatPercent(data.precipitation)],
                [Droplets, t('analytics.weather.humidity'), formatPercent(data.humidity)],
                [
                  Wind,
                  t('analytics.weather.wind'),
                  t('analytics.weather.speed', { value: formatNumber(data.windKmh) }),
                ],
              ].map(([Icon, label, value]) => {
                const I = Icon as typeof Sun;
                return (
                  <div key={label as string} className="rounded-md bg-muted/60 p-2.5">
                    <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
                      <I aria-hidden className="size-3.5" />
                      {label as string}
                    </dt>
                    <dd className="ps-5 font-medium">{value as string}</dd>
                  </div>
                );
              })}
            </dl>
          </div>
        ) : (
          <Skeleton className="h-52 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
