import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { annualSaving, plans, type Billing } from '../plans';

export interface PricingBillingSwitchProps {
  billing: Billing;
  onBillingChange: (billing: Billing) => void;
  className?: string;
}

/** "Monthly ◯ Annually": the switch is on for annual billing; both words are clickable labels. */
export function PricingBillingSwitch({ billing, onBillingChange, className }: PricingBillingSwitchProps) {
  const { t } = useTranslation('pricing');
  const id = useId();
  const saving = Math.max(...plans.map(annualSaving));
  const annual = billing === 'annual';
  return (
    <div className={cn('flex flex-wrap items-center justify-center gap-3 text-sm font-medium', className)}>
      <button
        type="button"
        onClick={() => onBillingChange('monthly')}
        className={cn('cursor-pointer', annual ? 'text-muted-foreground' : 'text-foreground')}
        tabIndex={-1}
        aria-hidden
      >
        {t('billing.monthly')}
      </button>
      <Switch
        id={id}
        checked={annual}
        onCheckedChange={(checked) => onBillingChange(checked ? 'annual' : 'monthly')}
        aria-label={t('billing.annualLabel')}
      />
      <label htmlFor={id} className={cn('cursor-pointer', annual ? 'text-foreground' : 'text-muted-foreground')}>
        {t('billing.annual')}
      </label>
      <Badge color="success">{t('billing.save', { percent: saving })}</Badge>
    </div>
  );
}
