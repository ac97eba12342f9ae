/** Outlined, filled and underlined comboboxes: type to filter the list, or open it with the arrow. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '@/components/ui/combobox';
import { Label } from '@/components/ui/label';

const fruits = ['apple', 'apricot', 'banana', 'blueberry', 'cherry', 'grape', 'mango', 'peach'] as const;
const variants = ['outline', 'filled', 'underline'] as const;

export function ComboboxVariants() {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  const options = fruits.map((fruit) => ({ value: fruit, label: t(`combobox.fruits.${fruit}`) }));
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-${variant}`}>{t(`variant.${variant}`)}</Label>
          <Combobox id={`${id}-${variant}`} variant={variant} options={options} placeholder={t('combobox.pickFruit')} />
        </div>
      ))}
    </div>
  );
}
