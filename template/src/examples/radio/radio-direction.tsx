/** Options in a column or in a row; arrow keys move between them either way (and follow right-to-left). */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';

const sizes = ['sm', 'md', 'lg'] as const;

export function RadioDirection() {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {(['vertical', 'horizontal'] as const).map((orientation) => (
        <div key={orientation} className="flex flex-col gap-3">
          <p id={`${id}-${orientation}`} className="text-sm font-medium">
            {t(`radio.${orientation}`)}
          </p>
          <RadioGroup
            aria-labelledby={`${id}-${orientation}`}
            orientation={orientation}
            defaultValue="md"
            className={orientation === 'horizontal' ? 'flex flex-wrap gap-6' : undefined}
          >
            {sizes.map((size) => (
              <div key={size} className="flex items-center gap-2">
                <RadioGroupItem id={`${id}-${orientation}-${size}`} value={size} />
                <Label htmlFor={`${id}-${orientation}-${size}`}>{t(`size.${size}`)}</Label>
              </div>
            ))}
          </RadioGroup>
        </div>
      ))}
    </div>
  );
}
