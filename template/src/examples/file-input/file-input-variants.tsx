/** Outlined, filled and underlined file fields; each is a real file input, so the keyboard and forms work as usual. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FileInput } from '@/components/ui/file-input';
import { Label } from '@/components/ui/label';

const variants = ['outline', 'filled', 'underline'] as const;

export function FileInputVariants() {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  return (
    <div className="grid gap-5 lg:grid-cols-3">
      {variants.map((variant) => (
        <div key={variant} className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-${variant}`}>{t(`variant.${variant}`)}</Label>
          <FileInput id={`${id}-${variant}`} variant={variant} />
        </div>
      ))}
    </div>
  );
}
