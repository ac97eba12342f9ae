/** Outlined, filled and underlined text areas: the same field drawn three ways. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

const variants = ['outline', 'filled', 'underline'] as const;

export function TextareaVariants() {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  return (
    <div className="grid gap-5 md:grid-cols-3">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-${variant}`}>{t(`variant.${variant}`)}</Label>
          <Textarea id={`${id}-${variant}`} variant={variant} placeholder={t('textarea.notePlaceholder')} />
        </div>
      ))}
    </div>
  );
}
