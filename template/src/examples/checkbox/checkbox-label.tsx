/** A label with a link and a description under it; the checkbox is described by the extra text. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { RichText } from '@/components/ui/rich-text';

export function CheckboxLabel() {
  const { t } = useTranslation('ui-forms');
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Checkbox id={id} aria-describedby={`${id}-hint`} className="mt-0.5" />
      <div className="flex flex-col gap-0.5">
        <Label htmlFor={id}>
          <span>
            <RichText
              text={t('checkbox.terms')}
              components={{ terms: <a href="#terms" className="text-primary-text underline underline-offset-2" /> }}
            />
          </span>
        </Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t('checkbox.termsHint')}
        </p>
      </div>
    </div>
  );
}
