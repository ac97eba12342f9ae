/** A statistics card: header with an action, a figure, a trend badge and a progress bar. */
import { TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { formatMoney, formatPercent } from '@/lib/format';

export function CardStats() {
  const { t } = useTranslation('ui-extensions');
  return (
    <Card className="w-full max-w-sm">
      <CardHeader>
        <CardTitle>{t('card.demo.title')}</CardTitle>
        <CardDescription>
          {t('card.demo.target', { amount: formatMoney(48_000, 'USD', { maximumFractionDigits: 0 }) })}
        </CardDescription>
        <CardAction>
          <Button size="sm" variant="text">
            {t('card.demo.details')}
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <span className="text-3xl font-semibold">{formatMoney(42_389, 'USD', { maximumFractionDigits: 0 })}</span>
          <Badge color="success">
            <TrendingUp aria-hidden />
            {formatPercent(18.2, { signDisplay: 'exceptZero' })}
          </Badge>
        </div>
        <Progress value={88} label={t('card.demo.reached')} color="success" />
      </CardContent>
    </Card>
  );
}
