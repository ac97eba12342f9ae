/** A weather card: today's temperature and conditions, three details and the next days' forecast. */
import { Cloud, CloudDrizzle, Sun, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber, formatPercent } from '@/lib/format';

const conditions: Record<string, LucideIcon> = { sunny: Sun, cloudy: Cloud, rainy: CloudDrizzle };
const forecast = [
  { day: 'mon', condition: 'cloudy', high: 24 },
  { day: 'tue', condition: 'rainy', high: 19 },
  { day: 'wed', condition: 'sunny', high: 26 },
  { day: 'thu', condition: 'sunny', high: 28 },
] as const;

export function CardsWeather() {
  const { t } = useTranslation('cards');
  const degrees = (value: number) => `${formatNumber(value)}°`;
  return (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle asChild>
          <h3>{t('weather.city')}</h3>
        </CardTitle>
        <CardDescription>{t('weather.today')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex items-center justify-between">
          <p>
            <span className="block text-5xl font-semibold">{degrees(27)}</span>
            <span className="text-sm text-muted-foreground">{t('weather.conditions.sunny')}</span>
          </p>
          <Sun aria-hidden className="size-16 text-warning" />
        </div>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          {[
            { id: 'humidity', value: formatPercent(64) },
            { id: 'wind', value: t('weather.speed', { value: formatNumber(12) }) },
            { id: 'rain', value: formatPercent(10) },
          ].map(({ id, value }) => (
            <div key={id} className="flex flex-col items-center gap-1 rounded-lg bg-muted/60 p-2">
              <dt className="text-xs text-muted-foreground">{t(`weather.${id}`)}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <ul className="grid grid-cols-4 gap-2 text-center text-sm">
          {forecast.map(({ day, condition, high }) => {
            const Icon = conditions[condition]!;
            return (
              <li key={day} className="flex flex-col items-center gap-1">
                <span className="text-xs text-muted-foreground">{t(`weather.days.${day}`)}</span>
                <Icon aria-label={t(`weather.conditions.${condition}`)} role="img" className="size-5" />
                <span className="font-medium">{degrees(high)}</span>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
