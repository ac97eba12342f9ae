/** An advanced statistic: the figure, its trend against the previous period, and both periods side by side. */
import { TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { formatNumber, formatPercent } from '@/lib/format';

const current = 8_642;
const previous = 7_415;

export function CardsTrend() {
  const { t } = useTranslation('cards');
  const change = ((current - previous) / previous) * 100;
  const up = change >= 0;
  const most = Math.max(current, previous);
  return (
    <Card className="max-w-md">
      <CardHeader>
        <CardDescription>{t('trend.title')}</CardDescription>
        <CardTitle asChild>
          <h3 className="text-3xl">{formatNumber(current)}</h3>
        </CardTitle>
        <CardAction>
          <Badge color={up ? 'success' : 'error'}>
            {up ? <TrendingUp aria-hidden /> : <TrendingDown aria-hidden />}
            {formatPercent(change, { signDisplay: 'exceptZero' })}
          </Badge>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {[
          { id: 'current', value: current, color: 'primary' as const },
          { id: 'previous', value: previous, color: 'secondary' as const },
        ].map(({ id, value, color }) => (
          <div key={id} className="flex flex-col gap-1.5">
            <p className="flex justify-between">
              <span className="text-muted-foreground">{t(`trend.${id}`)}</span>
              <span className="font-medium">{formatNumber(value)}</span>
            </p>
            <Progress value={(value / most) * 100} color={color} label={t(`trend.${id}`)} />
          </div>
        ))}
        <p className="text-muted-foreground">
          {t(up ? 'trend.more' : 'trend.fewer', { difference: formatNumber(Math.abs(current - previous)) })}
        </p>
      </CardContent>
    </Card>
  );
}
