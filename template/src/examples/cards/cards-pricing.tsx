/** A pricing card: the plan, its monthly price, what it includes, and the button to choose it. */
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { formatMoney } from '@/lib/format';

const features = ['seats', 'storage', 'reports', 'support'] as const;

export function CardsPricing() {
  const { t } = useTranslation('cards');
  return (
    <Card className="max-w-sm border-2 border-primary">
      <CardHeader>
        <CardTitle asChild>
          <h3>{t('pricing.plan')}</h3>
        </CardTitle>
        <CardDescription>{t('pricing.text')}</CardDescription>
        <CardAction>
          <Badge size="sm">{t('pricing.popular')}</Badge>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-bold">{formatMoney(49, 'USD', { maximumFractionDigits: 0 })}</span>
          <span className="text-sm text-muted-foreground">{t('pricing.perMonth')}</span>
        </p>
        <ul className="flex flex-col gap-2 text-sm">
          {features.map((id) => (
            <li key={id} className="flex items-center gap-2">
              <Check aria-hidden className="size-4 text-success-text" />
              {t(`pricing.features.${id}`)}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button className="w-full" onClick={() => toast.success(t('pricing.chosen'))}>
          {t('pricing.cta')}
        </Button>
      </CardFooter>
    </Card>
  );
}
