/** Three ways to draw a field: outlined (the default), filled and underlined. Focus and errors look the same in each. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

const variants = ['outline', 'filled', 'underline'] as const;

export function TextFieldVariants() {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  return (
    <div className="grid gap-5 sm:grid-cols-3">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-${variant}`}>{t(`variant.${variant}`)}</Label>
          <Input id={`${id}-${variant}`} variant={variant} placeholder={t('text-field.fullName')} />
        </div>
      ))}
    </div>
  );
}
