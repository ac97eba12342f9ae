/** Radios drawn as tiles with an icon, for choices people compare at a glance (plans, layouts, payment). */
import { CreditCard, Landmark, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RadioGroup, RadioTile } from '@/components/ui/radio-group';

const methods = [
  { value: 'card', Icon: CreditCard },
  { value: 'bank', Icon: Landmark },
  { value: 'wallet', Icon: Wallet },
] as const;

export function RadioCustom() {
  const { t } = useTranslation('ui-forms');
  return (
    <RadioGroup aria-label={t('radio.payment')} defaultValue="card" className="grid max-w-xl grid-cols-3 gap-3">
      {methods.map(({ value, Icon }) => (
        <RadioTile key={value} value={value}>
          <Icon aria-hidden className="size-6" />
          <span className="text-center">{t(`radio.methods.${value}`)}</span>
        </RadioTile>
      ))}
    </RadioGroup>
  );
}
