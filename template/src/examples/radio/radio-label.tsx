/** Rich labels: a title and a description per option, the description tied to its radio with aria-describedby. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { formatMoney } from '@/lib/format';

const shipping = ['standard', 'express', 'pickup'] as const;

export function RadioLabel() {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  return (
    <RadioGroup aria-label={t('radio.shipping')} defaultValue="standard" className="gap-4">
      {shipping.map((option) => (
        <div key={option} className="flex items-start gap-3">
          <RadioGroupItem
            id={`${id}-${option}`}
            value={option}
            aria-describedby={`${id}-${option}-text`}
            className="mt-0.5"
          />
          <div className="flex flex-col">
            <Label htmlFor={`${id}-${option}`}>{t(`radio.shippingOptions.${option}.title`)}</Label>
            <span id={`${id}-${option}-text`} className="text-xs text-muted-foreground">
              {t(`radio.shippingOptions.${option}.text`, { price: formatMoney(9.9) })}
            </span>
          </div>
        </div>
      ))}
    </RadioGroup>
  );
}
