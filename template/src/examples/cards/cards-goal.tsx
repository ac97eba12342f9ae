/** A goal card: a ring shows how far the month's target is reached, with what is left to do. */
import { Target } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CircularProgress } from '@/components/ui/progress';
import { formatMoney, formatPercent } from '@/lib/format';

const target = 50_000;
const reached = 38_250;

export function CardsGoal() {
  const { t } = useTranslation('cards');
  const percent = Math.round((reached / target) * 100);
  return (
    <Card className="max-w-sm">
      <CardHeader>
        <CardTitle asChild>
          <h3>{t('goal.title')}</h3>
        </CardTitle>
        <CardDescription>
          {t('goal.target', { amount: formatMoney(target, 'USD', { maximumFractionDigits: 0 }) })}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex items-center gap-5">
        <div className="relative grid place-items-center">
          <CircularProgress value={percent} size={96} thickness={8} color="success" label={t('goal.title')} />
          <span className="absolute text-lg font-semibold">{formatPercent(percent)}</span>
        </div>
        <div className="flex flex-col gap-1 text-sm">
          <Target aria-hidden className="size-5 text-success-text" />
          <p className="font-medium">{formatMoney(reached, 'USD', { maximumFractionDigits: 0 })}</p>
          <p className="text-muted-foreground">
            {t('goal.left', { amount: formatMoney(target - reached, 'USD', { maximumFractionDigits: 0 }) })}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
