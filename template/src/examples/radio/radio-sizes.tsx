/** Small, medium and large radios. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';

const sizes = ['sm', 'md', 'lg'] as const;

export function RadioSizes() {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  return (
    <RadioGroup aria-label={t('radio.size')} defaultValue="md" className="flex flex-wrap items-center gap-6">
      {sizes.map((size) => (
        <div key={size} className="flex items-center gap-2">
          <RadioGroupItem id={`${id}-${size}`} value={size} size={size} />
          <Label htmlFor={`${id}-${size}`}>{t(`size.${size}`)}</Label>
        </div>
      ))}
    </RadioGroup>
  );
}
