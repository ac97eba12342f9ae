/** Statistics cards: a figure, its change since last month and a progress bar towards the goal. */
import { DollarSign, Eye, UserPlus, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { toneClasses, type Tone } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { formatMoney, formatNumber, formatPercent } from '@/lib/format';

// Values are formatted while rendering, so they follow a change of language.
const stats: {
  id: string;
  icon: LucideIcon;
  tone: Tone;
  value: number;
  money?: boolean;
  change: number;
  progress: number;
}[] = [
  { id: 'earnings', icon: DollarSign, tone: 'primary', value: 92_480, money: true, change: 12.4, progress: 72 },
  { id: 'subscribers', icon: UserPlus, tone: 'success', value: 1_842, change: 8.1, progress: 54 },
  { id: 'views', icon: Eye, tone: 'info', value: 128_930, change: -2.6, progress: 38 },
];

export function CardsStatistics() {
  const { t } = useTranslation('cards');
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {stats.map(({ id, icon: Icon, tone, value, money, change, progress }) => (
        <Card key={id}>
          <CardHeader className="grid-cols-[1fr_auto]">
            <CardDescription>{t(`statistics.${id}`)}</CardDescription>
            <span
              aria-hidden
              className={cn('row-span-2 grid size-10 place-items-center rounded-lg', toneClasses.tonal[tone])}
            >
              <Icon className="size-5" />
            </span>
            <CardTitle asChild>
              <h3 className="text-2xl">{money ? formatMoney(value) : formatNumber(value)}</h3>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-2">
            <p className={cn('text-sm font-medium', change >= 0 ? 'text-success-text' : 'text-error-text')}>
              {t('statistics.change', { change: formatPercent(change, { signDisplay: 'exceptZero' }) })}
            </p>
            <Progress value={progress} label={t('statistics.goal', { percent: progress })} />
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
