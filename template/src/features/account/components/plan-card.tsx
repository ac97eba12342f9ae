import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/cn';
import { formatDate, formatMoney } from '@/lib/format';
import { useChangePlan } from '../api/billing';
import { planPrices, plans, type Plan } from '../types';

/** The current plan and the others, each with an upgrade or downgrade that asks first. */
export function PlanCard({ plan, renewsOn }: { plan: Plan; renewsOn: string }) {
  const { t } = useTranslation('account');
  const change = useChangePlan();
  const [target, setTarget] = useState<Plan | null>(null);
  const upgrade = (to: Plan) => planPrices[to] > planPrices[plan];

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('plan.title')}</CardTitle>
        <CardDescription>
          {t('plan.current', { plan: t(`plans.${plan}.name`), date: formatDate(renewsOn) })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4 md:grid-cols-3" aria-label={t('plan.title')}>
          {plans.map((p) => (
            <li
              key={p}
              className={cn(
                'flex flex-col gap-2 rounded-card border p-4',
                p === plan ? 'border-primary bg-primary/5' : 'border-border',
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-semibold">{t(`plans.${p}.name`)}</h3>
                {p === plan && <Badge color="primary">{t('plan.yours')}</Badge>}
              </div>
              <p className="text-2xl font-semibold">
                {formatMoney(planPrices[p])}
                <span className="text-sm font-normal text-muted-foreground"> {t('plan.perMonth')}</span>
              </p>
              <p className="flex-1 text-sm text-muted-foreground">{t(`plans.${p}.text`)}</p>
              {p !== plan && (
                <Button
                  variant={upgrade(p) ? 'solid' : 'tonal'}
                  color={upgrade(p) ? 'primary' : 'secondary'}
                  onClick={() => setTarget(p)}
                >
                  {upgrade(p)
                    ? t('plan.upgrade', { plan: t(`plans.${p}.name`) })
                    : t('plan.downgrade', { plan: t(`plans.${p}.name`) })}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        tone="primary"
        title={target ? t('plan.confirmTitle', { plan: t(`plans.${target}.name`) }) : ''}
        description={target ? t('plan.confirmText', { price: formatMoney(planPrices[target]) }) : ''}
        confirmLabel={t('plan.confirm')}
        onConfirm={() => (target ? change.mutateAsync(target).then(() => toast.success(t('plan.changed'))) : undefined)}
      />
    </Card>
  );
}
